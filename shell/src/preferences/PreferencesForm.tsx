import {
  COLOR_MODE_LABEL,
  COLOR_MODE_LABELS,
  COLOR_MODE_PREFERENCES,
  DATETIME_PREFERENCES,
  PAGE_SIZE_OPTIONS,
  PREFERENCE_HINTS,
  PREFERENCE_KEYS,
  TIMESTAMP_DISPLAY_FORMAT,
  type ColorModePreference,
  type DatetimePreference,
} from '@opsdeck/contracts';
import { LabeledSelect, Stack, Switch, Text } from '@opsdeck/shared';
import { useCardWidthPreference, useColorMode, usePreference } from '@opsdeck/shared/format';
import { CardWidthSlider } from '@opsdeck/shared/card-width';
import { TimezonePicker } from './TimezonePicker';

const DATETIME_LABELS: Record<DatetimePreference, string> = {
  short: 'Short (relative age)',
  medium: 'Medium',
  full: 'Full date and time',
  timestamp: `Timestamp (${TIMESTAMP_DISPLAY_FORMAT})`,
};

/** The display preferences (theme first), each saved at once (local storage) and applied everywhere it is read. */
export function PreferencesForm() {
  const [datetime, setDatetime] = usePreference(PREFERENCE_KEYS.datetime);
  const [timezone, setTimezone] = usePreference(PREFERENCE_KEYS.displayTimezone);
  const [showDeleted, setShowDeleted] = usePreference(PREFERENCE_KEYS.showDeletedItems);
  const [pageSize, setPageSize] = usePreference(PREFERENCE_KEYS.persistPageSize);
  const [cardWidth, setCardWidth] = useCardWidthPreference();
  const colorMode = useColorMode();

  return (
    <Stack gap="4">
      <LabeledSelect
        layout="stacked"
        label={COLOR_MODE_LABEL}
        value={colorMode.preference}
        options={COLOR_MODE_PREFERENCES.map((value) => ({ value, label: COLOR_MODE_LABELS[value] }))}
        onChange={(value) => colorMode.setPreference(value as ColorModePreference)}
      />
      <LabeledSelect
        layout="stacked"
        label="Date format"
        value={datetime}
        options={DATETIME_PREFERENCES.map((value) => ({ value, label: DATETIME_LABELS[value] }))}
        onChange={(value) => setDatetime(value as DatetimePreference)}
      />
      <TimezonePicker value={timezone} onChange={setTimezone} />
      <LabeledSelect
        layout="stacked"
        label="Page size"
        hint={PREFERENCE_HINTS.pageSize}
        value={String(pageSize)}
        options={PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => setPageSize(Number(value))}
      />
      <Stack gap="1">
        <Switch.Root
          size="sm"
          checked={showDeleted === 'yes'}
          onCheckedChange={(details: { checked: boolean }) => setShowDeleted(details.checked ? 'yes' : 'no')}
        >
          <Switch.HiddenInput aria-describedby="show-deleted-hint" />
          <Switch.Control />
          <Switch.Label>Show deleted items</Switch.Label>
        </Switch.Root>
        <Text id="show-deleted-hint" fontSize="xs" color="fg.muted">
          {PREFERENCE_HINTS.showDeletedItems}
        </Text>
      </Stack>
      <CardWidthSlider value={cardWidth} onChange={setCardWidth} label="Topology card width" />
    </Stack>
  );
}
