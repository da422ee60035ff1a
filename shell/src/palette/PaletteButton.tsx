import { PALETTE_TEXT } from '@opsdeck/contracts';
import { Button, Kbd } from '@opsdeck/shared';
import { useOpenCommandPalette } from './CommandPaletteHost';

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The top bar's way into the palette for pointer users, showing its keyboard shortcut. */
export function PaletteButton() {
  const open = useOpenCommandPalette();
  if (!open) return null;
  return (
    <Button size="sm" variant="outline" color="fg.muted" onClick={open} aria-keyshortcuts="Control+K Meta+K">
      {PALETTE_TEXT.openButton}
      <Kbd size="sm">{onMac() ? '⌘K' : 'Ctrl K'}</Kbd>
    </Button>
  );
}
