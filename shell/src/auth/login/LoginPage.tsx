import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AUTH_PAGE_HEADINGS, AUTH_PAGE_LINKS, AUTH_ROUTES } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';
import { INVITE_PARAM, loginFlowClient } from '../self-service/api/flow-clients';
import { SessionIssuedSchema, type SelfServiceFlow } from '../self-service/api/schemas';
import { browser, sameOriginPath } from '../self-service/browser';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowView } from '../self-service/components/FlowView';
import { nodeValue } from '../self-service/components/node-groups';
import { useSelfServiceFlow } from '../self-service/hooks/useSelfServiceFlow';
import { afterSessionAlreadyAvailable } from './session-check';

/** Second factor, refresh or plain sign-in: from the flow once loaded, from the query before. */
export function loginHeading(flow: SelfServiceFlow | undefined, params: URLSearchParams): string {
  const aal = flow?.requested_aal ?? params.get('aal');
  const refresh = flow?.refresh ?? params.get('refresh') === 'true';
  if (aal === 'aal2') return AUTH_PAGE_HEADINGS.loginSecondFactor;
  if (refresh) return AUTH_PAGE_HEADINGS.loginRefresh;
  return AUTH_PAGE_HEADINGS.login;
}

/**
 * Where an invite link (`/login?invite=<id>`, as the invitation mail has it) goes: the
 * registration of the invited account, keeping return_to.
 */
export function invitedRegistrationPath(params: URLSearchParams): string | undefined {
  const invite = params.get(INVITE_PARAM)?.trim();
  if (!invite) return undefined;
  const next = new URLSearchParams({ [INVITE_PARAM]: invite });
  const returnTo = params.get('return_to');
  if (returnTo) next.set('return_to', returnTo);
  return `${AUTH_ROUTES.registration}?${next.toString()}`;
}

/**
 * /login: flow, return_to, refresh, aal; username plus password submit the form by themselves.
 * An invite link is sent on to the registration before any login flow is created.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const invited = invitedRegistrationPath(params);
  return invited ? <Navigate to={invited} replace /> : <SignIn />;
}

function SignIn() {
  const [params, setParams] = useSearchParams();
  const queryReturnTo = sameOriginPath(params.get('return_to'));
  const state = useSelfServiceFlow(loginFlowClient, {
    onSubmitted: (data, flow) => {
      SessionIssuedSchema.parse(data);
      browser.assign(flow.return_to ?? queryReturnTo ?? AUTH_ROUTES.defaultReturnTo);
    },
    onLoadError: (error, action) => afterSessionAlreadyAvailable(error, action, params.get('return_to')),
  });
  useAutoSubmit(state.flow, params, setParams, state.submit);

  return (
    <AuthLayout
      heading={loginHeading(state.flow, params)}
      footer={
        <Link asChild color="blue.fg">
          <RouterLink to={AUTH_ROUTES.recovery}>{AUTH_PAGE_LINKS.resetPassword}</RouterLink>
        </Link>
      }
    >
      <FlowView state={state} />
    </AuthLayout>
  );
}

/**
 * username and password in the query sign in without a click. They leave the address bar first,
 * so the password stays out of history, and the submit happens once per page.
 */
function useAutoSubmit(
  flow: SelfServiceFlow | undefined,
  params: URLSearchParams,
  setParams: ReturnType<typeof useSearchParams>[1],
  submit: (body: Record<string, string>) => Promise<void>,
) {
  const done = useRef(false);
  const username = params.get('username');
  const password = params.get('password');
  // Waits until the address names the flow, so removing the two parameters keeps ?flow=.
  const recorded = flow !== undefined && params.get('flow') === flow.id;
  useEffect(() => {
    if (!flow || !recorded || done.current || !username || !password) return;
    done.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('username');
        next.delete('password');
        return next;
      },
      { replace: true },
    );
    void submit({ csrf_token: nodeValue(flow, 'csrf_token') ?? '', identifier: username, password, method: 'password' });
  }, [flow, recorded, username, password, setParams, submit]);
}
