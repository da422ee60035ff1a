import { API_SUB_BASES, fetchRows, from, PERMISSION_OBJECTS, ROLES } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import type { Choice, ResourceKind, SubjectKind } from '../lib/permission-form';

const rowSchema = z.looseObject({ id: z.string(), name: z.nullish(z.string()), email: z.nullish(z.string()) });

/** Where each pickable kind is looked up: table, display column and the filters that keep deleted rows out. */
const LOOKUPS: Record<Exclude<SubjectKind | ResourceKind, 'role' | 'global'>, { table: string; select: string }> = {
  person: { table: 'people', select: 'id,name,email' },
  team: { table: 'teams', select: 'id,name' },
  notification: { table: 'notifications', select: 'id,name' },
  catalog: { table: 'config_items', select: 'id,name' },
  component: { table: 'components', select: 'id,name' },
  playbook: { table: 'playbooks', select: 'id,name' },
  connection: { table: 'connections', select: 'id,name' },
};

const matches = (options: readonly string[], search: string) =>
  options.filter((option) => option.toLowerCase().includes(search.trim().toLowerCase()));

/** Up to 50 choices of a kind whose name contains `search`; roles and global objects are fixed lists. */
export async function loadChoices(api: AxiosInstance, kind: SubjectKind | ResourceKind, search: string): Promise<Choice[]> {
  if (kind === 'role') return matches(ROLES, search).map((role) => ({ value: role, label: role }));
  if (kind === 'global') return matches(PERMISSION_OBJECTS, search).map((object) => ({ value: object, label: object }));
  const lookup = LOOKUPS[kind];
  let query = from(lookup.table, API_SUB_BASES.db).select(lookup.select).isNull('deleted_at').order('name').limit(50);
  if (search.trim()) query = query.ilike('name', `*${search.trim()}*`);
  const rows = await fetchRows(api, query, rowSchema);
  return rows.map((row) => ({ value: row.id, label: row.email ? `${row.name ?? row.id} (${row.email})` : (row.name ?? row.id) }));
}
