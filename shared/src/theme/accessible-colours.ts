// Semantic colours of Chakra's preset that fall short of WCAG AA, replaced in both modes: text
// tokens need 4.5:1 on the page backgrounds, solid fills 4.5:1 against their contrast text, and
// focus rings 3:1 against the page (non-text contrast). theme/accessible-colours.test.ts measures them.
type ModeValue = { value: { _light: string; _dark: string } };

const both = (light: string, dark: string): ModeValue => ({ value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } });

export const ACCESSIBLE_COLOURS: Record<string, Record<string, ModeValue>> = {
  fg: {
    // gray.400 was 2.6:1 on white.
    subtle: both('gray.500', 'gray.400'),
    error: both('red.600', 'red.400'),
    warning: both('orange.700', 'orange.300'),
    success: both('green.700', 'green.300'),
  },
  gray: { focusRing: both('gray.600', 'gray.400') },
  orange: { solid: both('orange.700', 'orange.500'), focusRing: both('orange.600', 'orange.500') },
  yellow: { focusRing: both('yellow.700', 'yellow.500') },
  green: { solid: both('green.700', 'green.700'), focusRing: both('green.600', 'green.500') },
  teal: { solid: both('teal.700', 'teal.700'), focusRing: both('teal.600', 'teal.500') },
  cyan: { solid: both('cyan.700', 'cyan.700'), focusRing: both('cyan.600', 'cyan.500') },
};

/** Chakra's semantic colours with the accessible replacements laid over them, palette by palette. */
export function withAccessibleColours<T extends Record<string, unknown>>(colours: T): T {
  const merged: Record<string, unknown> = { ...colours };
  for (const [group, overrides] of Object.entries(ACCESSIBLE_COLOURS)) {
    merged[group] = { ...(colours[group] as Record<string, unknown> | undefined), ...overrides };
  }
  return merged as T;
}
