import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Portal, Text } from '@opsdeck/shared';
import { Menu } from '@opsdeck/shared/overlays';
import { useAuthorizer, useShellServices } from '@opsdeck/shared/services';
import { AUTH_ROUTES, USER_MENU } from '@opsdeck/contracts';
import { useSignOut } from '../auth/logout/useSignOut';
import { useKubeconfigAvailable } from './useBackendVersion';
import { VersionLine } from './VersionLine';

const KubeconfigModal = lazy(() => import('./KubeconfigModal').then((m) => ({ default: m.KubeconfigModal })));

// Only loaded with the hosted provider, whose chunk already holds its UI library.
const HostedAccountControls = lazy(() =>
  import('../auth/hosted/HostedAccountControls').then((m) => ({ default: m.HostedAccountControls })),
);

/** Greeting, profile and sign-out. Signing out returns to the current path and query after the next sign-in. */
export function UserMenu() {
  const { identityProvider } = useShellServices();
  if (identityProvider === 'hosted') {
    return (
      <Suspense fallback={null}>
        <HostedAccountControls />
      </Suspense>
    );
  }
  return <SelfServiceUserMenu />;
}

/** Download kubeconfig, or why there is none: a backend that reaches no cluster says so in /about. */
function KubeconfigItem({ onSelect }: { onSelect: () => void }) {
  const available = useKubeconfigAvailable();
  if (!available) {
    return (
      <Menu.Item value="kubeconfig" disabled>
        {USER_MENU.kubeconfigUnavailable}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item value="kubeconfig" onSelect={onSelect}>
      {USER_MENU.downloadKubeconfig}
    </Menu.Item>
  );
}

function SelfServiceUserMenu() {
  const { user } = useAuthorizer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The profile page's Go back returns here.
  const profileHref = `${AUTH_ROUTES.profileSettings}?return_to=${encodeURIComponent(`${pathname}${search}`)}`;
  const { signOut, signingOut } = useSignOut();
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);

  return (
    <>
      {/* lazyMount: the version line asks the backend for its version on first open only. */}
      <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label="User menu">
            <Text truncate maxW="48">
              Hi, {user?.name ?? 'there'}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item value="profile" onSelect={() => navigate(profileHref)}>
                {USER_MENU.yourProfile}
              </Menu.Item>
              <KubeconfigItem onSelect={() => setKubeconfigOpen(true)} />
              <Menu.Separator />
              <VersionLine />
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={() => void signOut()} disabled={signingOut}>
                {USER_MENU.signOut}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {kubeconfigOpen ? (
        <Suspense fallback={null}>
          <KubeconfigModal open onClose={() => setKubeconfigOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
