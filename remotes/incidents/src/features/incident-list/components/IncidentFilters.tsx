import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TEXT, INCIDENT_TYPES } from '@opsdeck/contracts';
import { LabeledSelect, SearchInput, Toolbar } from '@opsdeck/shared';
import type { ReactNode } from 'react';
import { TopBarContent } from '@opsdeck/shared/services';
import { ComponentScopeChip } from '@opsdeck/shared/table';
import { UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { usePeopleAndTeams } from '../../../api/people';
import type { FilterKey } from '../hooks/useIncidentFilters';
import type { IncidentFilters as Filters } from '../lib/list-query';

const ALL = { value: '', label: 'All' };
const choices = (values: readonly string[]) => [ALL, ...values.map((value) => ({ value, label: value }))];

/** Search, status, severity, type, commander and time range, all kept in the URL, then the page's actions. */
export function IncidentFilters({
  filters,
  setFilter,
  actions,
}: {
  filters: Filters;
  setFilter: (key: FilterKey, value: string | undefined) => void;
  actions?: ReactNode;
}) {
  const people = usePeopleAndTeams();
  const commanders = [
    ALL,
    ...(people.data?.people ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id })),
  ];
  if (filters.commander && !commanders.some((option) => option.value === filters.commander))
    commanders.push({ value: filters.commander, label: filters.commander });
  return (
    <Toolbar aria-label="Filters" actions={actions}>
      {filters.component ? (
        <ComponentScopeChip componentId={filters.component} onClear={() => setFilter('component', undefined)} />
      ) : null}
      <SearchInput
        aria-label="Search incidents"
        placeholder={INCIDENT_TEXT.searchPlaceholder}
        value={filters.search ?? ''}
        onChange={(text) => setFilter('search', text)}
      />
      <LabeledSelect
        label="Status"
        value={filters.status ?? ''}
        options={choices(INCIDENT_STATUSES)}
        onChange={(v) => setFilter('status', v)}
      />
      <LabeledSelect
        label="Severity"
        value={filters.severity ?? ''}
        options={choices(INCIDENT_SEVERITIES)}
        onChange={(v) => setFilter('severity', v)}
      />
      <LabeledSelect
        label="Type"
        value={filters.type ?? ''}
        options={choices(INCIDENT_TYPES)}
        onChange={(v) => setFilter('type', v)}
      />
      <LabeledSelect
        label="Commander"
        value={filters.commander ?? ''}
        options={commanders}
        onChange={(v) => setFilter('commander', v)}
      />
      {/* The range sits in the top bar, as on other pages with a time range, so the filters fit one row. */}
      <TopBarContent>
        <UrlTimeRangePicker />
      </TopBarContent>
    </Toolbar>
  );
}
