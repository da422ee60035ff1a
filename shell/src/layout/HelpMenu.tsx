import { ABOUT_TEXT, routePaths } from '@opsdeck/contracts';
import { HelpIcon, IconButton, Portal } from '@opsdeck/shared';
import { Menu } from '@opsdeck/shared/overlays';
import { Link as RouterLink } from 'react-router-dom';
import { HELP_LINKS } from './help-links';

/**
 * Links to the external documentation, each opening in a new tab, and the console's About page.
 * Its items render on first open (lazyMount), not with every page.
 */
export function HelpMenu() {
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="Help">
          <HelpIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {HELP_LINKS.map((link) => (
              <Menu.Item key={link.href} value={link.href} asChild>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={routePaths.about()} asChild>
              <RouterLink to={routePaths.about()}>{ABOUT_TEXT.menuEntry}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
