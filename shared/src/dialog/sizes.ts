import { DIALOG_WIDTH_BREAKPOINTS, type DialogSize } from '@opsdeck/contracts';

export type { DialogSize };

/**
 * Dialog width per size, one column per window-width band:
 * below 768, 768-1023, 1024-1279, 1280-1599, 1600 and wider.
 */
const WIDTHS: Record<DialogSize, readonly [string, string, string, string, string]> = {
  'very-small': ['90vw', '50vw', '40vw', '30vw', '25vw'],
  small: ['95vw', '70vw', '55vw', '45vw', '35vw'],
  medium: ['95vw', '85vw', '70vw', '60vw', '50vw'],
  large: ['95vw', '90vw', '85vw', '75vw', '70vw'],
  full: ['100vw', '98vw', '96vw', '95vw', '95vw'],
};

/** Width used when a dialog is expanded, whatever its size. */
export const EXPANDED_DIALOG_WIDTH = '100vw';

/** Index of the window-width band (0..4) for the dialog breakpoints 768, 1024, 1280, 1600. */
export function widthBand(windowWidth: number): number {
  return DIALOG_WIDTH_BREAKPOINTS.filter((bp) => windowWidth >= bp).length;
}

/** CSS width of a dialog of `size` on a window `windowWidth` pixels wide. */
export function dialogWidth(size: DialogSize, windowWidth: number, expanded = false): string {
  if (expanded) return EXPANDED_DIALOG_WIDTH;
  return WIDTHS[size][widthBand(windowWidth)] ?? WIDTHS[size][4];
}

/** Max height: full-size and expanded dialogs take the whole viewport height. */
export function dialogHeight(size: DialogSize, expanded: boolean): string | undefined {
  if (expanded) return '100vh';
  return size === 'full' ? '95vh' : undefined;
}
