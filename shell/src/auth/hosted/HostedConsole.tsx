import { useRef, useState } from 'react';
import { OrganizationList, useAuth, useOrganization } from '@clerk/clerk-react';
import { AUTH_ROUTES, createApiClient } from '@opsdeck/contracts';
import { Box, Center, ErrorPanel, notify } from '@opsdeck/shared';
import { SignedInApp } from '../../app/SignedInApp';
import { PageSkeleton } from '../../routing/PageSkeleton';
import { ProvisioningScreen } from './HostedScreens';
import { backendUrlOf, isProvisioningFailure } from './organization-backend';

type GetToken = ReturnType<typeof useAuth>['getToken'];

/** The console against one organization's backend, with a bearer token from the provider's template. */
function OrganizationConsole({
  backendUrl,
  getToken,
  jwtTemplate,
}: {
  backendUrl: string;
  getToken: GetToken;
  jwtTemplate?: string;
}) {
  // The client lives as long as the organization; the token getter may change identity between renders.
  const tokenSource = useRef(getToken);
  tokenSource.current = getToken;
  const [api] = useState(() =>
    createApiClient({
      mode: 'hosted',
      notify: (message) => notify.error(message),
      getToken: () => tokenSource.current(jwtTemplate ? { template: jwtTemplate } : undefined),
      getBackendUrl: () => backendUrl,
    }),
  );
  return (
    <SignedInApp
      api={api}
      identityProvider="hosted"
      renderLoadError={(error) =>
        isProvisioningFailure(error) ? (
          <ProvisioningScreen />
        ) : (
          <Box p="6">
            <ErrorPanel error={error} />
          </Box>
        )
      }
    />
  );
}

/**
 * Signed in with the hosted provider: waits for the organization, asks for one when none is
 * selected, and shows the provisioning screen until the organization has a backend address.
 */
export function HostedConsole({ jwtTemplate }: { jwtTemplate?: string }) {
  const { isLoaded, organization } = useOrganization();
  const { getToken } = useAuth();
  if (!isLoaded) return <PageSkeleton />;
  if (!organization) {
    return (
      <Center minH="100vh" p="6">
        <OrganizationList
          hidePersonal
          afterSelectOrganizationUrl={AUTH_ROUTES.orgsSwitched}
          afterCreateOrganizationUrl={AUTH_ROUTES.orgsSwitched}
        />
      </Center>
    );
  }
  const backendUrl = backendUrlOf(organization.publicMetadata);
  if (!backendUrl) return <ProvisioningScreen />;
  return <OrganizationConsole key={organization.id} backendUrl={backendUrl} getToken={getToken} jwtTemplate={jwtTemplate} />;
}
