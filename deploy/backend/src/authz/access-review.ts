/**
 * Subject access reviews and searches (reference 5.2, duty rbac/access_review.go): may a subject
 * (a person, an access token's person, a team or a role) take an action on a resource? Decided by
 * this backend's authorizer, the role matrix and permission rows, on the resource type the object
 * belongs to; object selectors of permission rows are not evaluated (as everywhere in this
 * backend), so the answer is the same for every object of a type.
 */
import {
  can,
  isResource,
  isRole,
  isUuid,
  PERMISSION_OBJECT_ALIASES,
  type AccessAction,
  type AccessSubject,
  type Permission,
  type Resource,
} from '@opsdeck/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { loadAccess } from './access';

/** duty's policy.AllActions. */
export const REVIEW_ACTIONS = [
  'create',
  'read',
  'update',
  'delete',
  'playbook:approve',
  'playbook:cancel',
  'playbook:run',
  'mcp:run',
  'mcp:use',
];
export const MAX_REVIEW_SUBJECTS = 500;

const RESOURCE_KINDS = ['playbook', 'config', 'check', 'view', 'connection', 'global'] as const;
type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const reviewRequestSchema = z.object({
  resource: z.partialRecord(z.enum(RESOURCE_KINDS), z.string()).default({}),
  action: z.string().default(''),
  subjects: z.array(z.string()).default([]),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const searchRequestSchema = z.object({
  subject: z.string().default(''),
  action: z.string().default(''),
  resource_types: z.array(z.string()).optional(),
});

/** A refused request: duty's EINVALID (400) or ENOTFOUND (404). */
export class ReviewError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

const unsupportedAction = (action: string) =>
  new ReviewError(400, `unsupported action "${action}", only ${REVIEW_ACTIONS.join(', ')} are supported`);

/** The tables an object of each kind lives in, and the resource guarding it. */
const KIND_TABLES: Record<Exclude<ResourceKind, 'global'>, { table: string; resource: Resource }> = {
  playbook: { table: 'playbooks', resource: 'playbooks' },
  config: { table: 'config_items', resource: 'database' },
  check: { table: 'checks', resource: 'canaries' },
  view: { table: 'views', resource: 'database' },
  connection: { table: 'connections', resource: 'connections' },
};

/** Mission Control object names of a global review, beyond our resource names and aliases. */
const GLOBAL_OBJECTS: Readonly<Record<string, Resource>> = {
  playbook: 'playbooks',
  canary: 'canaries',
  artifact: 'playbook_runs',
};

/** The resource and access an action on an object of a kind needs; null when nothing grants it. */
function requirement(kind: ResourceKind, name: string, action: string): { resource: Resource; access: AccessAction } | null {
  if (action.startsWith('mcp:')) return null;
  const access: AccessAction = action === 'read' ? 'read' : 'write';
  if (action.startsWith('playbook:')) return { resource: 'playbook_runs', access };
  if (kind !== 'global') return { resource: KIND_TABLES[kind].resource, access };
  const resource = isResource(name) ? name : (PERMISSION_OBJECT_ALIASES[name] ?? GLOBAL_OBJECTS[name]);
  return resource ? { resource, access } : null;
}

/** A subject's roles and permission rows; null for a name that is no person, team or role. */
async function subjectAccess(db: Queryable, subject: string): Promise<AccessSubject | null> {
  if (isRole(subject) || subject === 'everyone') {
    const { permissions } = await loadAccessForRoles(db, [subject]);
    return { roles: isRole(subject) ? [subject] : [], permissions };
  }
  if (!isUuid(subject)) return null;
  const person = await db.query<{ id: string; name: string; email: string | null }>(
    'SELECT id::text AS id, name, email FROM people WHERE id = $1::text::uuid AND deleted_at IS NULL',
    [subject],
  );
  if (person.rows[0]) return loadAccess(db, person.rows[0]);
  const team = await db.query<{ id: string; name: string }>('SELECT id::text AS id, name FROM teams WHERE id = $1::text::uuid', [
    subject,
  ]);
  if (!team.rows[0]) return null;
  const rows = await db.query<Permission>(
    `SELECT id::text AS id, subject, object, action, coalesce(deny, false) AS deny FROM permissions
      WHERE deleted_at IS NULL AND (until IS NULL OR until > now())
        AND (team_id = $1::text::uuid OR (subject_type = 'team' AND subject IN ($1::text, $2::text)))`,
    [team.rows[0].id, team.rows[0].name],
  );
  return { roles: [], permissions: rows.rows };
}

/** Permission rows and casbin policy rows naming the roles. */
async function loadAccessForRoles(db: Queryable, roles: string[]): Promise<{ permissions: Permission[] }> {
  const rows = await db.query<Permission>(
    `SELECT id::text AS id, subject, object, action, coalesce(deny, false) AS deny FROM permissions
      WHERE deleted_at IS NULL AND (until IS NULL OR until > now())
        AND subject_type IN ('group', 'role') AND subject = ANY($1::text[])
     UNION ALL
     SELECT NULL, v0, v1, v2, coalesce(v3 = 'deny', false) FROM casbin_rule WHERE ptype = 'p' AND v0 = ANY($1::text[])`,
    [roles],
  );
  return { permissions: rows.rows.map((row) => (row.id === null ? { ...row, id: undefined } : row)) };
}

/** Checks the reviewed object exists: 400 for a malformed id, 404 for an unknown one. */
async function requireObject(db: Queryable, kind: Exclude<ResourceKind, 'global'>, id: string): Promise<void> {
  if (!isUuid(id)) throw new ReviewError(400, `resource.${kind} must be a valid UUID`);
  const { table } = KIND_TABLES[kind];
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1::text::uuid AND deleted_at IS NULL`, [id]);
  if (rows.length === 0) throw new ReviewError(404, `${kind} "${id}" not found`);
}

export interface ReviewResult {
  subject: string;
  allowed: boolean;
  error?: string;
}

export async function runAccessReview(db: Queryable, request: ReviewRequest): Promise<ReviewResult[]> {
  if (request.action === '') throw new ReviewError(400, 'action is required');
  const kinds = RESOURCE_KINDS.filter((kind) => (request.resource[kind] ?? '') !== '');
  if (kinds.length === 0)
    throw new ReviewError(400, `at least one of ${RESOURCE_KINDS.map((kind) => `resource.${kind}`).join(', ')} is required`);
  if (!REVIEW_ACTIONS.includes(request.action)) throw unsupportedAction(request.action);
  if (request.subjects.length === 0) throw new ReviewError(400, 'at least one subject is required');
  let subjects = request.subjects;
  if (subjects.length === 1 && subjects[0]!.trim() === '*') {
    const { rows } = await db.query<{ id: string }>(
      `SELECT DISTINCT id FROM permission_subjects WHERE coalesce(id, '') <> '' ORDER BY id`,
    );
    subjects = rows.map((row) => row.id);
  }
  if (subjects.length > MAX_REVIEW_SUBJECTS) throw new ReviewError(400, `subjects exceeds maximum of ${MAX_REVIEW_SUBJECTS}`);
  for (const kind of kinds) if (kind !== 'global') await requireObject(db, kind, request.resource[kind]!);
  // Every named object must be allowed: the global object when given, else each object's type.
  const needs = (request.resource.global ? ['global' as const] : kinds).map((kind) =>
    requirement(kind, request.resource[kind]!, request.action),
  );
  const results: ReviewResult[] = [];
  for (const raw of subjects) {
    const subject = raw.trim();
    if (subject === '') {
      results.push({ subject, allowed: false, error: 'subject is required' });
      continue;
    }
    const access = await subjectAccess(db, subject);
    const allowed = access !== null && needs.every((need) => need !== null && can(access, need.access, need.resource));
    results.push({ subject, allowed });
  }
  return results;
}

const SEARCH_TYPES: Record<string, { kind: Exclude<ResourceKind, 'global'>; sql: string }> = {
  playbook: {
    kind: 'playbook',
    sql: 'SELECT id::text AS id FROM playbooks WHERE deleted_at IS NULL ORDER BY coalesce(title, name)',
  },
  view: { kind: 'view', sql: 'SELECT id::text AS id FROM views WHERE deleted_at IS NULL ORDER BY name' },
  connection: { kind: 'connection', sql: 'SELECT id::text AS id FROM connections WHERE deleted_at IS NULL ORDER BY name' },
};

export interface SearchResponse {
  subject: string;
  action: string;
  resource_types: string[];
  total: number;
  results: { resource_type: string; id: string }[];
}

export async function runAccessSearch(db: Queryable, request: z.infer<typeof searchRequestSchema>): Promise<SearchResponse> {
  const subject = request.subject.trim();
  if (subject === '') throw new ReviewError(400, 'subject is required');
  if (request.action === '') throw new ReviewError(400, 'action is required');
  if (!REVIEW_ACTIONS.includes(request.action)) throw unsupportedAction(request.action);
  const types: string[] = [];
  for (const raw of request.resource_types?.length ? request.resource_types : ['playbook', 'view']) {
    const type = raw.trim().toLowerCase();
    if (!Object.hasOwn(SEARCH_TYPES, type))
      throw new ReviewError(400, `unsupported resource_type "${type}", only playbook, view and connection are supported`);
    if (!types.includes(type)) types.push(type);
  }
  const access = await subjectAccess(db, subject);
  const results: SearchResponse['results'] = [];
  for (const type of types) {
    const need = requirement(SEARCH_TYPES[type]!.kind, '', request.action);
    if (!access || !need || !can(access, need.access, need.resource)) continue;
    const { rows } = await db.query<{ id: string }>(SEARCH_TYPES[type]!.sql);
    for (const row of rows) results.push({ resource_type: type, id: row.id });
  }
  return { subject, action: request.action, resource_types: types, total: results.length, results };
}
