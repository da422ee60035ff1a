import { useEffect, useRef, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LAYOUT, NAVIGATION_LABELS, PRODUCT_NAME, type RemoteNavEntry } from '@opsdeck/contracts';
import {
  Box,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  Flex,
  HStack,
  IconButton,
  OpsdeckMark,
  Portal,
  Stack,
  Text,
  type SystemStyleObject,
} from '@opsdeck/shared';
import { Tooltip } from '@opsdeck/shared/overlays';
import { NavIcon } from './nav-icons';
import { useNavigation } from './useNavigation';
import { useSidebarCollapsed } from './useSidebarCollapsed';

const SETTINGS_PATH = '/settings';
const isInside = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Collapsed to icons, an entry shows its label beside it on hover and keyboard focus. The label
 * stays the entry's accessible name (aria-label); the tooltip only describes it.
 */
function CollapsedLabel({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * The entries' looks, on plain elements styled once by the sidebar: an entry was two styled
 * components (its box and its label) resolving their styles on every page's first render.
 */
const SIDEBAR_CSS: SystemStyleObject = {
  '& [data-entry]': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    rounded: 'md',
    fontWeight: 'normal',
    _hover: { bg: 'bg.muted' },
  },
  '& [data-entry][data-collapsed]': { justifyContent: 'center' },
  '& [data-entry][data-nested]': { pl: '10' },
  '& [data-entry][data-active]': { bg: 'bg.emphasized', fontWeight: 'semibold', _hover: { bg: 'bg.muted' } },
  '& [data-entry] > p': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
};

function NavItem({ entry, collapsed, nested }: { entry: RemoteNavEntry; collapsed: boolean; nested?: boolean }) {
  return (
    <CollapsedLabel label={entry.label} collapsed={collapsed}>
      <NavLink to={entry.path} aria-label={entry.label} data-nav-key={entry.key}>
        {({ isActive }) => (
          <div
            data-entry=""
            data-active={isActive ? '' : undefined}
            data-collapsed={collapsed ? '' : undefined}
            data-nested={nested && !collapsed ? '' : undefined}
          >
            {/* Nested entries are text-only when expanded; collapsed, every entry needs its icon. */}
            {nested && !collapsed ? null : <NavIcon name={entry.icon ?? entry.key} />}
            {collapsed ? null : <p>{entry.label}</p>}
          </div>
        )}
      </NavLink>
    </CollapsedLabel>
  );
}

function SettingsGroup({ entries, collapsed }: { entries: RemoteNavEntry[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = entries.some((entry) => isInside(pathname, entry.path)) || isInside(pathname, SETTINGS_PATH);
  // Open by default when the current path is inside the group; the user may toggle it, and
  // entering the group again opens it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  useEffect(() => {
    if (active) setToggled(null);
  }, [active]);
  const open = toggled ?? active;
  const label = NAVIGATION_LABELS.settingsGroup;

  return (
    <Box>
      <CollapsedLabel label={label} collapsed={collapsed}>
        <Flex
          as="button"
          w="full"
          align="center"
          justify={collapsed ? 'center' : undefined}
          gap="3"
          px="3"
          py="2"
          rounded="md"
          aria-label={label}
          aria-expanded={open}
          aria-controls="settings-submenu"
          onClick={() => setToggled(!open)}
          _hover={{ bg: 'bg.muted' }}
          fontWeight={active ? 'semibold' : 'normal'}
        >
          <NavIcon name="settings" />
          {collapsed ? null : (
            <>
              <Text flex="1" textAlign="left">
                {label}
              </Text>
              <ChevronDownIcon boxSize="4" transform={open ? 'rotate(180deg)' : undefined} />
            </>
          )}
        </Flex>
      </CollapsedLabel>
      {open ? (
        <Stack id="settings-submenu" gap="0.5" mt="1" role="group" aria-label={label}>
          {entries.map((entry) => (
            <NavItem key={entry.key} entry={entry} collapsed={collapsed} nested />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Main navigation: entries contributed by the loaded remotes, collapsible to icons. */
export function Sidebar() {
  const ref = useRef<HTMLElement>(null);
  const { collapsed, toggle } = useSidebarCollapsed(ref);
  const { main, settings } = useNavigation();

  return (
    <Box
      as="nav"
      ref={ref}
      aria-label="Main navigation"
      data-collapsed={collapsed ? 'true' : 'false'}
      w={String(collapsed ? LAYOUT.sidebarCollapsedWidth : LAYOUT.sidebarExpandedWidth)}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.subtle"
      h="100vh"
      position="sticky"
      top="0"
      overflowY="auto"
      transition="width 0.15s"
      css={SIDEBAR_CSS}
    >
      <Flex align="center" justify={collapsed ? 'center' : 'space-between'} px="3" h="14" borderBottomWidth="1px">
        {collapsed ? null : (
          <NavLink to="/" aria-label={`${PRODUCT_NAME} home`}>
            <HStack gap="2">
              <OpsdeckMark boxSize="7" />
              <Text fontWeight="bold" fontSize="lg">
                {PRODUCT_NAME}
              </Text>
            </HStack>
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
        {settings.length > 0 ? <SettingsGroup entries={settings} collapsed={collapsed} /> : null}
      </Stack>
    </Box>
  );
}
