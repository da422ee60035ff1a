import { Box, Field, Input, Text } from '@opsdeck/shared';
import { useCombobox } from '@opsdeck/shared/combobox';
import { useMemo, useState } from 'react';
import { timezoneOptions } from './timezones';

/** Zones whose name holds every typed word (`new york`, `america/new`, `tok`); case and `_` do not matter. */
export function filterTimezones(zones: readonly string[], query: string): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    return words.every((word) => name.includes(word));
  });
}

/** The display timezone as a searchable list: type part of a zone's name, pick with Enter or a click. */
export function TimezonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const zones = useMemo(() => timezoneOptions(value), [value]);
  // While typing, the text filters; otherwise the input shows the chosen zone.
  const [query, setQuery] = useState<string | null>(null);
  const matches = useMemo(() => filterTimezones(zones, query ?? ''), [zones, query]);
  const combobox = useCombobox({
    items: matches,
    onPick: (zone) => {
      onChange(zone);
      setQuery(null);
    },
    activateFirst: true,
    homeEndKeys: true,
    containEscape: true,
    onEscape: () => setQuery(null),
    onInputChange: setQuery,
  });
  return (
    <Field.Root>
      <Field.Label>Display timezone</Field.Label>
      <Input
        size="sm"
        value={query ?? value}
        placeholder="Search timezones"
        {...combobox.inputProps}
        onFocus={(event) => {
          event.currentTarget.select();
          combobox.inputProps.onFocus();
        }}
        onBlur={() => {
          combobox.inputProps.onBlur();
          setQuery(null);
        }}
      />
      {combobox.expanded ? (
        <Box w="full" borderWidth="1px" rounded="md" bg="bg.panel" maxH="56" overflowY="auto" {...combobox.popupProps}>
          {matches.length === 0 ? (
            <Text px="3" py="1.5" fontSize="sm" color="fg.muted">
              No timezone matches &quot;{query}&quot;
            </Text>
          ) : null}
          <Box as="ul" {...combobox.listboxProps} aria-label="Timezones" listStyleType="none" m="0" p="0">
            {matches.map((zone, index) => (
              <Box
                as="li"
                key={zone}
                {...combobox.getOptionProps(index)}
                aria-selected={zone === value}
                px="3"
                py="1"
                cursor="pointer"
                fontSize="sm"
                fontWeight={zone === value ? 'semibold' : undefined}
                bg={index === combobox.activeIndex ? 'bg.muted' : undefined}
              >
                {zone}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Field.Root>
  );
}
