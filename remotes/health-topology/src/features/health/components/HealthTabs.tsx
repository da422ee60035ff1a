import { memo } from 'react';
import { Text } from '@opsdeck/shared';
import { Tabs } from '@opsdeck/shared/tabs';
import { ALL_TAB, type HealthTab } from '../lib/tabs';

// Zag tabs need a non-empty value; All is '' in the URL.
const ALL_VALUE = '__all__';

/** The one panel the tabs filter (the list below them): each tab controls it, there is no panel per tab. */
export const HEALTH_TAB_PANEL_ID = 'health-tab-panel';

/** All plus one tab per value of the Tab By selection, each with its count. */
export const HealthTabs = memo(function HealthTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly HealthTab[];
  value: string;
  onChange: (tab: string) => void;
}) {
  return (
    <Tabs.Root
      size="sm"
      variant="line"
      value={value === ALL_TAB ? ALL_VALUE : value}
      onValueChange={(d) => onChange(d.value === ALL_VALUE ? ALL_TAB : d.value)}
      activationMode="manual"
    >
      <Tabs.List aria-label="Health tabs">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value || ALL_VALUE} value={tab.value || ALL_VALUE} aria-controls={HEALTH_TAB_PANEL_ID} gap="1.5">
            {tab.label}
            {/* Plain text, not a badge: with one tab per namespace there can be dozens. */}
            <Text as="span" color="fg.muted" fontSize="xs">
              {tab.count}
            </Text>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
});
