import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { RemoteNavEntry } from '@opsdeck/contracts';
import { Box, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, Flex, IconButton, Stack, Text } from '@opsdeck/shared';
import { NavIcon } from './nav-icons';
import { useNavigation } from './useNavigation';
import { useSidebarCollapsed } from './useSidebarCollapsed';

const isInside = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function NavItem({ entry, collapsed, nested }: { entry: RemoteNavEntry; collapsed: boolean; nested?: boolean }) {
  return (
    <NavLink to={entry.path} title={collapsed ? entry.label : undefined} aria-label={entry.label} data-nav-key={entry.key}>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          px="3"
          py="2"
          pl={nested && !collapsed ? '10' : '3'}
          rounded="md"
          bg={isActive ? 'bg.emphasized' : undefined}
          fontWeight={isActive ? 'semibold' : 'normal'}
          _hover={{ bg: 'bg.muted' }}
        >
          {nested ? null : <NavIcon name={entry.icon ?? entry.key} />}
          {collapsed ? null : <Text truncate>{entry.label}</Text>}
        </Flex>
      )}
    </NavLink>
  );
}

export function Sidebar() {
  const ref = useRef<HTMLElement>(null);
  const { collapsed, toggle } = useSidebarCollapsed(ref);
  const { main, settings } = useNavigation();
  const { pathname } = useLocation();
  const settingsActive = settings.some((entry) => isInside(pathname, entry.path)) || pathname.startsWith('/settings/');
  // The submenu opens by default when the current path is inside it; the user can still toggle it.
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  const open = settingsOpen ?? settingsActive;

  return (
    <Box
      as="nav"
      ref={ref}
      aria-label="Main navigation"
      data-collapsed={collapsed ? 'true' : 'false'}
      w={collapsed ? '14' : '56'}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.subtle"
      h="100vh"
      position="sticky"
      top="0"
      overflowY="auto"
      transition="width 0.15s"
    >
      <Flex align="center" justify={collapsed ? 'center' : 'space-between'} px="3" h="14" borderBottomWidth="1px">
        {collapsed ? null : (
          <NavLink to="/" aria-label="Opsdeck home">
            <Text fontWeight="bold" fontSize="lg">
              Opsdeck
            </Text>
          </NavLink>
        )}
        <IconButton size="sm" variant="ghost" aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} onClick={toggle}>
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Flex>
      <Stack gap="1" p="2">
        {main.map((entry) => (
          <NavItem key={entry.key} entry={entry} collapsed={collapsed} />
        ))}
        {settings.length > 0 ? (
          <Box>
            <Flex
              as="button"
              w="full"
              align="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              aria-expanded={open}
              aria-controls="settings-submenu"
              onClick={() => setSettingsOpen(!open)}
              _hover={{ bg: 'bg.muted' }}
              fontWeight={settingsActive ? 'semibold' : 'normal'}
            >
              <NavIcon name="settings" />
              {collapsed ? null : (
                <>
                  <Text flex="1" textAlign="left">
                    Settings
                  </Text>
                  <ChevronDownIcon boxSize="4" transform={open ? "rotate(180deg)" : undefined} />
                </>
              )}
            </Flex>
            {open ? (
              <Stack id="settings-submenu" gap="0.5" mt="1" role="group" aria-label="Settings">
                {settings.map((entry) => (
                  <NavItem key={entry.key} entry={entry} collapsed={collapsed} nested />
                ))}
              </Stack>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
