import { Link as RouterLink } from 'react-router-dom';
import { AUTH_PAGE_HEADINGS, AUTH_PAGE_LINKS, AUTH_ROUTES } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';
import { recoveryFlowClient } from '../self-service/api/flow-clients';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowView } from '../self-service/components/FlowView';
import { useSelfServiceFlow } from '../self-service/hooks/useSelfServiceFlow';

/**
 * /recovery: e-mail, then the mailed code. A correct code answers browser_location_change_required
 * towards the settings page, where the new password is set.
 */
export function RecoveryPage() {
  const state = useSelfServiceFlow(recoveryFlowClient);
  return (
    <AuthLayout
      heading={AUTH_PAGE_HEADINGS.recovery}
      footer={
        <Link asChild color="blue.fg">
          <RouterLink to={AUTH_ROUTES.login}>{AUTH_PAGE_LINKS.goBack}</RouterLink>
        </Link>
      }
    >
      <FlowView state={state} />
    </AuthLayout>
  );
}
