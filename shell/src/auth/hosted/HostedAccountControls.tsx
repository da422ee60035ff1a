import { OrganizationSwitcher, UserButton } from '@clerk/clerk-react';
import { AUTH_ROUTES } from '@opsdeck/contracts';
import { HStack } from '@opsdeck/shared';

/** The hosted provider's organization switcher and user button, in place of the user menu. */
export function HostedAccountControls() {
  return (
    <HStack gap="3">
      <OrganizationSwitcher
        hidePersonal
        afterSelectOrganizationUrl={AUTH_ROUTES.orgsSwitched}
        afterCreateOrganizationUrl={AUTH_ROUTES.orgsSwitched}
      />
      <UserButton />
    </HStack>
  );
}
