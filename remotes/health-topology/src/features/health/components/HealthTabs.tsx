import { Badge } from '@opsdeck/shared';
import { Tabs } from '@opsdeck/shared/overlays';
import { ALL_TAB, type HealthTab } from '../lib/tabs';

// Zag tabs need a non-empty value; All is '' in the URL.
const ALL_VALUE = '__all__';

/** All plus one tab per value of the Tab By selection, each with its count. */
export function HealthTabs({
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
      <Tabs.List overflowX="auto" maxW="full" aria-label="Health tabs">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value || ALL_VALUE} value={tab.value || ALL_VALUE} whiteSpace="nowrap">
            {tab.label}
            <Badge size="sm" variant="subtle">
              {tab.count}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
