import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AUTH_PAGE_HEADINGS, AUTH_PAGE_LINKS, AUTH_ROUTES } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';
import { registrationFlowClient } from '../self-service/api/flow-clients';
import { SessionIssuedSchema } from '../self-service/api/schemas';
import { browser } from '../self-service/browser';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowView } from '../self-service/components/FlowView';
import { useSelfServiceFlow } from '../self-service/hooks/useSelfServiceFlow';

/** Sign-in link that keeps the page's return_to. */
export function signInPath(params: URLSearchParams): string {
  const returnTo = params.get('return_to');
  return returnTo ? `${AUTH_ROUTES.login}?${new URLSearchParams({ return_to: returnTo }).toString()}` : AUTH_ROUTES.login;
}

/** /registration: a new account, signed in at once; then the flow's return_to or /. */
export function RegistrationPage() {
  const [params] = useSearchParams();
  const state = useSelfServiceFlow(registrationFlowClient, {
    onSubmitted: (data, flow) => {
      SessionIssuedSchema.parse(data);
      browser.assign(flow.return_to ?? AUTH_ROUTES.defaultReturnTo);
    },
  });
  return (
    <AuthLayout
      heading={AUTH_PAGE_HEADINGS.registration}
      footer={
        <Link asChild color="blue.fg">
          <RouterLink to={signInPath(params)}>{AUTH_PAGE_LINKS.signIn}</RouterLink>
        </Link>
      }
    >
      <FlowView state={state} />
    </AuthLayout>
  );
}
