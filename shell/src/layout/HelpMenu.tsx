import { HelpIcon, IconButton, Portal } from '@opsdeck/shared';
import { Menu } from '@opsdeck/shared/overlays';
import { HELP_LINKS } from './help-links';

/** Links to the external documentation, each opening in a new tab. */
export function HelpMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
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
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
