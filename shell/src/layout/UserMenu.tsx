import { useState } from 'react';
import { Button, Portal, Text } from '@opsdeck/shared';
import { Menu } from '@opsdeck/shared/overlays';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import { currentPathAndQuery } from '@opsdeck/contracts';

interface LogoutFlow {
  logout_url: string;
}

/** Greeting and sign-out. Signing out returns to the current path and query after the next sign-in. */
export function UserMenu() {
  const { user } = useAuthorizer();
  const api = useApi();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      const returnTo = currentPathAndQuery();
      const { data } = await api.get<LogoutFlow>('/.ory/self-service/logout/browser', { params: { return_to: returnTo } });
      window.location.assign(data.logout_url);
    } catch {
      setSigningOut(false);
    }
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
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
            <Menu.Item value="sign-out" onSelect={() => void signOut()} disabled={signingOut}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
