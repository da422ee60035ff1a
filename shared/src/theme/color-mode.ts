// The colour mode lives on <html>: Chakra's `_dark` condition and the semantic tokens key on the
// `dark` class, so switching is a class change, with no reload and no re-render of the tree.
import {
  COLOR_MODE_PREFERENCES,
  PREFERENCE_DEFAULTS,
  PREFERENCE_KEYS,
  type ColorMode,
  type ColorModePreference,
} from '@opsdeck/contracts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isColorModePreference = (value: unknown): value is ColorModePreference =>
  typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);

/** The stored preference, or the default (system) when unset or unreadable. */
export function readColorModePreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(PREFERENCE_KEYS.colorMode);
    return isColorModePreference(stored) ? stored : PREFERENCE_DEFAULTS.colorMode;
  } catch {
    return PREFERENCE_DEFAULTS.colorMode;
  }
}

/** Whether the operating system asks for dark colours. */
export const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export function resolveColorMode(preference: ColorModePreference, prefersDark: boolean = systemPrefersDark()): ColorMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Stops every CSS transition while it is in the document. */
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

/**
 * Puts the mode on <html> (class for the tokens, color-scheme for native controls and scrollbars).
 * A switch of mode changes every colour in one frame: with transitions on, controls that animate
 * their colours (buttons, inputs) would show light colours on the dark page for their transition's
 * length, below any contrast ratio.
 */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  const switching = root.dataset.colorMode !== undefined && root.dataset.colorMode !== mode;
  const doc = root.ownerDocument;
  const pause = switching ? doc.createElement('style') : null;
  if (pause) {
    pause.textContent = NO_TRANSITIONS;
    doc.head.appendChild(pause);
  }
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  root.dataset.colorMode = mode;
  if (!pause) return;
  // Reading a computed style applies the new colours now, while transitions are off; they are
  // allowed again once that style is in place, so none starts from the old colours.
  void doc.defaultView?.getComputedStyle(root).color;
  setTimeout(() => pause.remove(), 0);
}

/** Calls `listener` when the operating system switches between light and dark. */
export function watchSystemColorMode(listener: (prefersDark: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => listener(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
