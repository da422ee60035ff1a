import { CHECK_HISTORY } from '@opsdeck/contracts';
import { Field, Flex, Input, LabeledSelect } from '@opsdeck/shared';
import { useState } from 'react';
import { ALL, CUSTOM, parseDurationFilter, STATUS_FILTERS, type StatusFilter } from '../lib/history-filters';

export interface HistoryFiltersProps {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  /** Called with the minimum duration in ms (undefined = all) once the input is valid. */
  onDurationChange: (ms: number | undefined) => void;
}

// The spec's option strings as they are ("100ms"); each keeps results at least that long.
const PRESETS = CHECK_HISTORY.durationFilterOptions.map((value) => ({ value, label: value }));

/** Duration (presets or a custom ms/s value) and status filters of the history table. */
export function HistoryFilters({ status, onStatusChange, onDurationChange }: HistoryFiltersProps) {
  const [preset, setPreset] = useState<string>(ALL);
  const [custom, setCustom] = useState('');
  const error = preset === CUSTOM ? parseDurationFilter(custom).error : undefined;

  const choosePreset = (value: string) => {
    setPreset(value);
    if (value !== CUSTOM) onDurationChange(parseDurationFilter(value).ms);
    else if (!parseDurationFilter(custom).error) onDurationChange(parseDurationFilter(custom).ms);
  };
  const typeCustom = (text: string) => {
    setCustom(text);
    const parsed = parseDurationFilter(text);
    if (!parsed.error) onDurationChange(parsed.ms);
  };

  return (
    <Flex gap="3" wrap="wrap" align="flex-start">
      <LabeledSelect
        label="Duration"
        value={preset}
        options={[...PRESETS, { value: CUSTOM, label: 'Custom' }]}
        onChange={choosePreset}
      />
      {preset === CUSTOM ? (
        <Field.Root invalid={Boolean(error)} w="auto">
          <Input
            size="sm"
            w="36"
            placeholder="e.g. 250ms or 2s"
            aria-label="Custom duration"
            value={custom}
            onChange={(e) => typeCustom(e.target.value)}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      <LabeledSelect
        label="Status"
        value={status}
        options={STATUS_FILTERS.map((value) => ({ value, label: value }))}
        onChange={(v) => onStatusChange(v as StatusFilter)}
      />
    </Flex>
  );
}
