import { routePaths, type PlaybookRun } from '@opsdeck/contracts';

export interface RunResource {
  kind: 'config' | 'component' | 'check';
  id: string;
  name: string;
  /** Where the resource's page is. */
  href: string;
}

/** The check, component or config item a run targets, with a link to it. */
export function runResource(run: PlaybookRun): RunResource | null {
  if (run.config_id)
    return {
      kind: 'config',
      id: run.config_id,
      name: run.config?.name ?? run.config_id,
      href: routePaths.catalogItem(run.config_id),
    };
  if (run.component_id)
    return {
      kind: 'component',
      id: run.component_id,
      name: run.component?.name ?? run.component_id,
      href: routePaths.topology(run.component_id),
    };
  if (run.check_id)
    return { kind: 'check', id: run.check_id, name: run.check?.name ?? run.check_id, href: routePaths.healthCheck(run.check_id) };
  return null;
}

/** Who approved: a person's name or a team's. */
export function approverName(approval: NonNullable<PlaybookRun['playbook_approvals']>[number]): string {
  const person = approval.person_id;
  const team = approval.team_id;
  if (person && typeof person === 'object') return person.name ?? person.email ?? person.id;
  if (team && typeof team === 'object') return `${team.name ?? team.id} (team)`;
  return String(person ?? team ?? '');
}
