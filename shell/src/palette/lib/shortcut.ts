/**
 * Ctrl+K, or Cmd+K on a Mac. Not inside the code editor, whose own Ctrl+K starts its chords
 * (Ctrl+K Ctrl+C comments a line).
 */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  const target = event.target as Element | null;
  return !target?.closest?.('.monaco-editor');
}
