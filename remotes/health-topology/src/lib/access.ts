import { resourceForTable } from '@opsdeck/contracts';
import type { Authorizer } from '@opsdeck/shared/services';

/**
 * Whether the user may read every table a query touches (top level and embeds), by the resource
 * that guards each (contracts' table-resource map). The server refuses a query as a whole when
 * one of them is not readable, so a query is only sent when this holds.
 */
export function canReadTables(authorizer: Pick<Authorizer, 'can'>, tables: readonly string[]): boolean {
  return tables.every((table) => {
    const resource = resourceForTable(table);
    return resource !== undefined && authorizer.can('read', resource);
  });
}
