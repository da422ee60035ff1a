// The resource editor's rules (spec 3 section 4), pure so they are tested on their own.
import {
  JOB_STATUS_HEALTH,
  NIL_AGENT_ID,
  RESOURCE_EDITOR,
  SETTINGS_LIST,
  SOURCE_KINDS,
  UI_SOURCE,
  VALIDATION,
  routePaths,
} from '@opsdeck/contracts';
import type { CodeMarker } from '../editor/types';
import { lineOfPath, lineOfYamlError } from '../editor/yaml-location';
import type { ResourceRow, ResourceTable, SpecProblem } from './types';

/** The create page's id segment means "not saved yet". */
export const isNewResourceId = (id: string | undefined): boolean => !id || id === RESOURCE_EDITOR.newId;

/** A null or all-zero agent id is no agent (the local one). */
export const isRemoteAgent = (agentId: string | null | undefined): agentId is string => !!agentId && agentId !== NIL_AGENT_ID;

/** Read-only when another source owns the resource (a CRD, a file, a component, an agent). */
export function isReadOnlyResource(resource: Pick<ResourceRow, 'source' | 'agent_id'> | undefined): boolean {
  if (!resource) return false;
  if (isRemoteAgent(resource.agent_id)) return true;
  return !!resource.source && resource.source !== UI_SOURCE;
}

/** Name and namespace are locked once the resource has an id. */
export const identityLocked = (id: string | undefined): boolean => !isNewResourceId(id);

export type SourceLink =
  | { kind: 'agent'; label: string; href: string; text: string }
  | { kind: 'component' | 'catalog'; label: string; href: string; text: string }
  | { kind: 'file'; label: string }
  | { kind: 'crd'; label: string; href: string; text: string };

/** The id after the first slash of "component/<id>" or "kubernetes/<id>" sources. */
const sourceTarget = (source: string) => source.split('/')[1] ?? '';

/** Where a resource not edited here comes from, per the source link rules; undefined for UI resources. */
export function sourceLinkOf(resource: ResourceRow): SourceLink | undefined {
  const { source, agent_id: agentId } = resource;
  if (isRemoteAgent(agentId)) {
    return {
      kind: 'agent',
      label: RESOURCE_EDITOR.linkedToAgent,
      href: routePaths.agent(agentId),
      text: resource.agent?.name ?? agentId,
    };
  }
  if (!source || source === UI_SOURCE) return undefined;
  if (source.startsWith(SOURCE_KINDS.component)) {
    const id = sourceTarget(source);
    return {
      kind: 'component',
      label: RESOURCE_EDITOR.createdBy,
      href: routePaths.topology(id || undefined),
      text: id || source,
    };
  }
  if (source.startsWith(SOURCE_KINDS.kubernetes) && source !== 'KubernetesCRD' && sourceTarget(source)) {
    const id = sourceTarget(source);
    return { kind: 'catalog', label: RESOURCE_EDITOR.createdBy, href: routePaths.catalogItem(id), text: id };
  }
  if (source === SOURCE_KINDS.configFile) return { kind: 'file', label: RESOURCE_EDITOR.linkedToLocalFile };
  const text = resource.namespace ? `${resource.namespace}/${resource.name ?? resource.id}` : (resource.name ?? resource.id);
  return { kind: 'crd', label: RESOURCE_EDITOR.crdLinkedTo, href: routePaths.catalogItem(resource.id), text };
}

/** Health word of a row for its dot: from its last job's status, unknown without one. */
export function healthOfJob(status: string | null | undefined): string {
  const key = (status ?? '').toUpperCase() as keyof typeof JOB_STATUS_HEALTH;
  return JOB_STATUS_HEALTH[key] ?? 'unknown';
}

export type SpecCheck =
  | { ok: true; spec: Record<string, unknown> }
  /** `problems`: those with a path, to mark in the editor; `line`: where the text fails to parse. */
  | { ok: false; errors: string[]; problems?: SpecProblem[]; line?: number };

const pathText = (path: readonly (string | number)[]) =>
  path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');

/** Checks the parsed editor text: an object, then the table's own rules. */
export function checkSpec(parsed: { value?: unknown; error?: string }, validate?: ResourceTable['validateSpec']): SpecCheck {
  if (parsed.error) {
    const line = lineOfYamlError(parsed.error);
    return { ok: false, errors: [RESOURCE_EDITOR.invalidSpec(parsed.error)], ...(line ? { line } : {}) };
  }
  const value = parsed.value;
  // An empty editor is a required field left empty.
  if (value === undefined || value === null) return { ok: false, errors: [VALIDATION.required] };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, errors: [RESOURCE_EDITOR.specMustBeObject] };
  const spec = value as Record<string, unknown>;
  const found = validate?.(spec) ?? [];
  if (!found.length) return { ok: true, spec };
  const errors = found.map((problem) =>
    typeof problem === 'string' || !problem.path.length
      ? typeof problem === 'string'
        ? problem
        : problem.message
      : `${pathText(problem.path)}: ${problem.message}`,
  );
  const problems = found.filter((problem): problem is SpecProblem => typeof problem !== 'string' && problem.path.length > 0);
  return { ok: false, errors, ...(problems.length ? { problems } : {}) };
}

/** The spec's problems at their lines: where parsing stopped, or each problem's path in the text. */
export function specMarkers(yaml: string | undefined, check: SpecCheck): CodeMarker[] {
  if (check.ok) return [];
  if (check.line) return [{ line: check.line, message: check.errors[0] ?? '' }];
  if (!check.problems || yaml === undefined) return [];
  return check.problems.map((problem) => ({ line: lineOfPath(yaml, problem.path), message: problem.message }));
}

export interface ResourceDraft {
  name: string;
  namespace: string;
  spec: Record<string, unknown>;
  /** Only for a table with labels. */
  labels?: Record<string, string>;
}

/**
 * The body of a save: a new resource gets its name, namespace and source UI; an existing one
 * only its spec (and labels), as name and namespace are locked.
 */
export function savePayload(
  table: Pick<ResourceTable, 'namespaced' | 'labelled' | 'newRowDefaults'>,
  draft: ResourceDraft,
  isNew: boolean,
) {
  const labels = table.labelled ? { labels: draft.labels ?? {} } : {};
  if (!isNew) return { spec: draft.spec, ...labels, updated_at: new Date().toISOString() };
  return {
    ...table.newRowDefaults,
    name: draft.name.trim(),
    ...(table.namespaced ? { namespace: draft.namespace.trim() } : {}),
    ...labels,
    spec: draft.spec,
    source: UI_SOURCE,
  };
}

/** The list's relation: `<table>_with_status` unless the table says otherwise. */
export const listRelationOf = (table: Pick<ResourceTable, 'table' | 'listRelation'>): string =>
  table.listRelation ?? `${table.table}_with_status`;

export const LIST_LIMIT = SETTINGS_LIST.limit;
