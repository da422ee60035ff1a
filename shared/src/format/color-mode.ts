import { PREFERENCE_KEYS, type ColorMode, type ColorModePreference } from '@opsdeck/contracts';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { applyColorMode, resolveColorMode, systemPrefersDark, watchSystemColorMode } from '../theme/color-mode';
import { usePreference } from './preferences';

const subscribeSystem = (listener: () => void) => watchSystemColorMode(() => listener());

export interface ColorModeState {
  /** What the user chose: light, dark or system. */
  preference: ColorModePreference;
  /** The mode in effect (system resolved through the operating system's setting). */
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

/** The colour mode preference and the mode in effect; follows the operating system under "system". */
export function useColorMode(): ColorModeState {
  const [preference, setPreference] = usePreference(PREFERENCE_KEYS.colorMode);
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  return { preference, mode: resolveColorMode(preference, prefersDark), setPreference };
}

// Applied before paint so a switch never flashes the other mode; plain effect outside the browser.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Keeps <html> in the mode in effect: mounted once, by the shell. */
export function useApplyColorMode(): ColorMode {
  const { mode } = useColorMode();
  useBeforePaint(() => applyColorMode(mode), [mode]);
  return mode;
}
