import { can, resourceForTable, type Resource } from '@opsdeck/contracts';
import type { ColumnGrant } from '../postgrest/guard';
import type { Principal } from './types';

/**
 * Columns of a view that describe a row of another relation (its name, type, namespace) and so
 * belong to that relation's resource, not the view's: permissions_summary is read by every
 * operator, connections only by admins and editors. A caller without read on the described
 * relation gets the view without those columns: `*` leaves them out and naming one (select,
 * filter, order) is refused with 42501, as for every column grant. The raw id columns stay, as on
 * the permissions table itself. `person` is not listed: its fields are the people display columns
 * every screen gets (relations.ts).
 */
const DESCRIBED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  permissions_summary: Object.freeze({
    team: 'teams',
    canary: 'canaries',
    notification: 'notifications',
    playbook: 'playbooks',
    scraper: 'config_scrapers',
    topology: 'topologies',
    component_object: 'components',
    config_object: 'config_items',
    canary_object: 'canaries',
    playbook_object: 'playbooks',
    connection_object: 'connections',
  }),
});

/** The columns of `relation` the principal may read (null: all), given it may read the relation. */
export function describedColumnGrant(principal: Principal, relation: string): ColumnGrant {
  const described = Object.hasOwn(DESCRIBED_COLUMNS, relation) ? DESCRIBED_COLUMNS[relation]! : undefined;
  if (!described) return null;
  const hidden = new Set(
    Object.entries(described)
      .filter(([, source]) => {
        const resource = resourceForTable(source);
        return !resource || !can(principal, 'read', resource);
      })
      .map(([column]) => column),
  );
  return hidden.size === 0 ? null : { has: (column) => !hidden.has(column) };
}

/** The resource guarding one column of a relation: the described relation's, else the relation's. */
export function columnResource(relation: string, column: string): Resource | undefined {
  const described = Object.hasOwn(DESCRIBED_COLUMNS, relation) ? DESCRIBED_COLUMNS[relation]! : undefined;
  const source = described && Object.hasOwn(described, column) ? described[column]! : relation;
  return resourceForTable(source);
}
