import type { PermissionSummary } from '@opsdeck/contracts';

const nameOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : undefined;

/** Who the row is for: its kind and name (spec 3: team, person, group/role, notification, playbook, tags, agents). */
export function permissionSubject(row: PermissionSummary): { kind: string; name: string } {
  const candidates: [string, unknown][] = [
    ['Person', row.person],
    ['Team', row.team],
    ['Role', row.group],
    ['Notification', row.notification],
    ['Playbook', row.playbook],
  ];
  for (const [kind, value] of candidates) {
    const name = nameOf(value);
    if (name) return { kind, name };
  }
  if (row.tags && Object.keys(row.tags).length)
    return {
      kind: 'Tags',
      name: Object.entries(row.tags)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', '),
    };
  if (row.agents?.length) return { kind: 'Agents', name: row.agents.join(', ') };
  return { kind: row.subject_type ?? '', name: row.subject ?? '' };
}

/** What the row is about: a catalog item, component, playbook, connection, a global object or a selector. */
export function permissionResource(row: PermissionSummary): { kind: string; name: string } {
  const candidates: [string, unknown][] = [
    ['Catalog', row.config_object],
    ['Component', row.component_object],
    ['Playbook', row.playbook_object],
    ['Connection', row.connection_object],
    ['Health Check', row.canary_object],
  ];
  for (const [kind, value] of candidates) {
    const name = nameOf(value);
    if (name) return { kind, name };
  }
  if (row.object) return { kind: 'Global', name: row.object };
  if (row.object_selector) return { kind: 'Selector', name: JSON.stringify(row.object_selector) };
  return { kind: '', name: '' };
}
