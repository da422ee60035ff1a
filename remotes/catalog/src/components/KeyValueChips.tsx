import { compareText } from '@opsdeck/contracts';
import { chakra, type SystemStyleObject } from '@opsdeck/shared';

// The kit Badge's outline and subtle looks (size sm), on plain spans styled once by their list: a
// table page shows dozens of chips, and a Badge each resolved its recipe and styles on its own.
const chip: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
};

const KEY_VALUE_CHIPS_CSS: SystemStyleObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  '& > [data-chip]': {
    ...chip,
    color: 'colorPalette.fg',
    '--outline-shadow-legacy': 'colors.colorPalette.muted',
    '--outline-shadow': 'colors.colorPalette.border',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'var(--outline-shadow, var(--outline-shadow-legacy))',
  },
  '& > [data-chip=more]': { ...chip, bg: 'colorPalette.subtle', color: 'colorPalette.fg', shadow: 'none' },
};

/** Labels or tags as compact `key: value` chips, at most `max` then a count. */
export function KeyValueChips({ values, max = 3 }: { values: Record<string, string> | null | undefined; max?: number }) {
  const entries = Object.entries(values ?? {}).sort(([a], [b]) => compareText(a, b));
  if (entries.length === 0) return null;
  const shown = entries.slice(0, max);
  return (
    <chakra.div css={KEY_VALUE_CHIPS_CSS}>
      {shown.map(([key, value]) => (
        <span key={key} data-chip="" title={`${key}: ${value}`}>
          {key}: {value}
        </span>
      ))}
      {entries.length > max ? (
        <span data-chip="more" title={entries.map(([k, v]) => `${k}: ${v}`).join('\n')}>
          +{entries.length - max}
        </span>
      ) : null}
    </chakra.div>
  );
}
