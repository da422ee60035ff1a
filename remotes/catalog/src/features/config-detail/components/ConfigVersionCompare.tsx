import { CATALOG_TEXT, type ConfigChange } from '@opsdeck/contracts';
import { ErrorPanel, LabeledSelect, Skeleton, Stack, Text } from '@opsdeck/shared';
import { stringifyCodeValue } from '@opsdeck/shared/editor';
import { useFormatDate } from '@opsdeck/shared/format';
import { useQuery } from '@tanstack/react-query';
import { DiffView } from '../../../components/DiffView';
import { diffBetween, documentBefore } from '../../../lib/versions';
import { useConfigDiffChanges } from '../api/configDiffChanges';

/** Rebuilds the version before a change, from the document as YAML or as JSON (whichever its diffs apply to). */
async function compareWith(config: unknown, changes: readonly ConfigChange[], target: string) {
  for (const format of ['yaml', 'json'] as const) {
    const current = await stringifyCodeValue(config, format);
    const earlier = documentBefore(current, changes, target);
    if (earlier.ok) return { diff: diffBetween(earlier.text, current, 'earlier', 'current') };
  }
  return { error: 'This version cannot be rebuilt: the diffs of later changes do not match the current document.' };
}

export interface ConfigVersionCompareProps {
  configId: string;
  config: unknown;
  /** The change whose earlier version is compared, or '' for none. */
  target: string;
  onTargetChange: (changeId: string) => void;
}

/** "Compare with": an earlier version, rebuilt from the item's changes, diffed against the current document. */
export function ConfigVersionCompare({ configId, config, target, onTargetChange }: ConfigVersionCompareProps) {
  const formatDate = useFormatDate();
  const changes = useConfigDiffChanges(configId, true);
  const rows = changes.data ?? [];
  const comparison = useQuery({
    queryKey: ['catalog-version-compare', configId, target, rows.map((row) => row.id)],
    queryFn: () => compareWith(config, rows, target),
    enabled: Boolean(target) && changes.isSuccess,
  });
  if (changes.isError) return <ErrorPanel error={changes.error} />;
  const options = [
    { value: '', label: CATALOG_TEXT.currentVersion },
    ...rows.map((row) => ({
      value: row.id,
      label: `Before ${row.change_type ?? 'change'} of ${formatDate(row.created_at)}${row.summary ? ` (${row.summary})` : ''}`,
    })),
  ];
  return (
    <Stack gap="2">
      <LabeledSelect label={CATALOG_TEXT.compareWith} value={target} options={options} onChange={onTargetChange} />
      {target && comparison.isPending ? <Skeleton h="24" aria-label="Rebuilding the earlier version" /> : null}
      {comparison.data?.error ? <Text color="fg.error">{comparison.data.error}</Text> : null}
      {comparison.data?.diff ? <DiffView diff={comparison.data.diff} label="Version diff" /> : null}
    </Stack>
  );
}
