import type { ConfigChange } from '@opsdeck/contracts';
import type { CsvExportColumn } from '@opsdeck/shared/table';

/** Who made a change, as the table's Created by column shows it. */
export const changeAuthor = (change: ConfigChange): string | undefined =>
  change.external_created_by ?? (typeof change.created_by === 'string' ? change.created_by : undefined);

/**
 * The CSV of a changes list: the table's columns in its order (keyed as the endpoint's fields),
 * then the ids the rows and their items are known by.
 */
export const changesCsvColumns: readonly CsvExportColumn<ConfigChange>[] = [
  { key: 'created_at', value: (change) => change.created_at },
  { key: 'name', value: (change) => change.name },
  { key: 'type', value: (change) => change.type },
  { key: 'change_type', value: (change) => change.change_type },
  { key: 'severity', value: (change) => change.severity },
  { key: 'summary', value: (change) => change.summary },
  { key: 'source', value: (change) => change.source },
  { key: 'count', value: (change) => change.count ?? 1 },
  { key: 'created_by', value: changeAuthor },
  { key: 'id', value: (change) => change.id },
  { key: 'config_id', value: (change) => change.config_id },
];
