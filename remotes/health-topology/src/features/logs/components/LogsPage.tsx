import { useState, type FormEvent } from 'react';
import type { LogsRequest } from '@opsdeck/contracts';
import { Box, Button, Checkbox, ErrorPanel, errorMessageOf, Flex, Input, LabeledSelect, Spinner, Text } from '@opsdeck/shared';
import { TopBarContent, useTopBarRefresh } from '@opsdeck/shared/services';
import { resolveTimeRange, UrlTimeRangePicker, useTimeRangeParams, type TimeRange } from '@opsdeck/shared/time-range';
import { useSearchParams } from 'react-router-dom';
import { useComponentsWithLogs } from '../api/componentsWithLogs';
import { useLogSelectors } from '../api/componentLogSelectors';
import { useLogs } from '../api/searchLogs';
import { searchLines } from '../lib/log-lines';
import { LogLines } from './LogLines';

const DEFAULT_RANGE: TimeRange = { type: 'relative', range: 'now-1h', display: 'Last 1 hour' };

/** The range as the backend's date math: a relative range as it is, an absolute one as its two dates. */
function rangeBounds(range: TimeRange): { start?: string; end?: string } {
  if (range.type === 'relative') return { start: range.range };
  if (range.type === 'absolute') return { start: range.from, end: range.to };
  const resolved = resolveTimeRange(range);
  return { start: resolved?.from.toISO() ?? undefined, end: resolved?.to?.toISO() ?? undefined };
}

/**
 * /logs: pick a component with logs and one of its log selectors, a text query and a time range
 * (all in the URL, so a search can be shared); the lines come newest first with their level, time,
 * message and labels. The search box narrows the lines shown; long lines wrap on request.
 */
export function LogsPage() {
  const [params, setParams] = useSearchParams();
  const componentId = params.get('component') ?? '';
  const selectorName = params.get('selector') ?? '';
  const query = params.get('query') ?? '';
  const [draftQuery, setDraftQuery] = useState(query);
  const [search, setSearch] = useState('');
  const [wrap, setWrap] = useState(true);
  const { timeRange } = useTimeRangeParams(DEFAULT_RANGE);
  const components = useComponentsWithLogs();
  const selectors = useLogSelectors(componentId || undefined);
  const selector = selectors.data?.find((entry) => entry.name === selectorName) ?? selectors.data?.[0];

  const set = (patch: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const request: LogsRequest | null =
    componentId && selector
      ? { id: componentId, name: selector.name, query: query || undefined, ...rangeBounds(timeRange ?? DEFAULT_RANGE) }
      : null;
  const logs = useLogs(request);
  useTopBarRefresh(() => logs.refetch());
  const lines = searchLines(logs.data?.results ?? [], search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ query: draftQuery.trim() });
  };

  return (
    <Box p="4">
      <TopBarContent>
        <UrlTimeRangePicker defaultRange={DEFAULT_RANGE} />
      </TopBarContent>
      <form onSubmit={submit} aria-label="Log query">
        <Flex gap="3" align="flex-end" wrap="wrap" mb="3">
          <LabeledSelect
            layout="stacked"
            label="Component"
            placeholder={components.isPending ? 'Loading...' : 'Choose a component'}
            value={componentId}
            options={(components.data ?? []).map((component) => ({ value: component.id, label: component.name }))}
            onChange={(id) => set({ component: id, selector: '' })}
          />
          <LabeledSelect
            layout="stacked"
            label="Logs"
            value={selector?.name ?? ''}
            options={(selectors.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
            onChange={(name) => set({ selector: name })}
          />
          <Input
            aria-label="Query"
            placeholder="Text the lines contain"
            size="sm"
            maxW="sm"
            value={draftQuery}
            onChange={(event) => setDraftQuery(event.target.value)}
          />
          <Button type="submit" size="sm" colorPalette="blue" disabled={!componentId}>
            Search
          </Button>
        </Flex>
      </form>
      {components.data && components.data.length === 0 ? <Text color="fg.muted">No component has logs.</Text> : null}
      {!componentId && components.data?.length ? <Text color="fg.muted">Choose a component to read its logs.</Text> : null}
      {logs.error ? <ErrorPanel error={logs.error} message={errorMessageOf(logs.error)} /> : null}
      {request && logs.isPending ? <Spinner aria-label="Loading logs" /> : null}
      {logs.data ? (
        <>
          <Flex gap="3" align="center" mb="2" wrap="wrap">
            <Input
              aria-label="Search lines"
              placeholder="Search lines"
              size="sm"
              maxW="xs"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Checkbox.Root size="sm" checked={wrap} onCheckedChange={(change) => setWrap(change.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Wrap lines</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="sm" color="fg.muted">
              {search
                ? `${lines.length} of ${logs.data.results.length} lines`
                : `${logs.data.results.length} of ${logs.data.total} lines`}
            </Text>
          </Flex>
          {lines.length ? <LogLines lines={lines} wrap={wrap} /> : <Text color="fg.muted">No log lines in this time range.</Text>}
        </>
      ) : null}
    </Box>
  );
}
