import { AUTH_PAGE_HEADINGS, AUTH_ROUTES, httpStatusOf } from '@opsdeck/contracts';
import type { FlowErrorAction } from '../self-service/api/flow-errors';
import { verificationFlowClient } from '../self-service/api/flow-clients';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowView } from '../self-service/components/FlowView';
import { useSelfServiceFlow } from '../self-service/hooks/useSelfServiceFlow';

/** Verification's own load rules (spec 1 section 4): 410 or 403 reload /verification, a 400 goes to /. */
export function verificationLoadAction(error: unknown, action: FlowErrorAction, creating: boolean): FlowErrorAction {
  const status = httpStatusOf(error);
  if ((status === 410 || status === 403) && !creating) {
    // A fresh flow on /verification, keeping return_to; a CSRF failure still says why.
    return { type: 'restart', toast: action.type === 'restart' ? action.toast : undefined };
  }
  if (status === 400 && creating) return { type: 'navigate', to: AUTH_ROUTES.defaultReturnTo };
  return action;
}

/** /verification: e-mail (prefilled when signed in), then the mailed code, then a link onwards. */
export function VerificationPage() {
  const state = useSelfServiceFlow(verificationFlowClient, {
    onLoadError: verificationLoadAction,
  });
  return (
    <AuthLayout heading={AUTH_PAGE_HEADINGS.verification}>
      <FlowView state={state} />
    </AuthLayout>
  );
}
