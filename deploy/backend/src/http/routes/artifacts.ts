import { gunzipSync } from 'node:zlib';
import { isUuid, resourceForTable } from '@opsdeck/contracts';
import { badRequest, HttpError, notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';

interface ArtifactRow {
  filename: string;
  content_type: string | null;
  /** Base64: bytea travels the same way through PGlite's thread and node-postgres. */
  content: string | null;
  compression_type: string | null;
}

/** Inline content as duty stores it: gzip, or raw for `none` and empty. */
function decompress(id: string, row: ArtifactRow): Buffer {
  const content = Buffer.from(row.content!, 'base64');
  const compression = row.compression_type ?? '';
  if (compression === 'gzip') return gunzipSync(content);
  if (compression === '' || compression === 'none') return content;
  throw new HttpError(500, `decompressing inline artifact ${id}: unsupported compression type: ${compression}`);
}

/** `filename="..."` with quotes, backslashes and control characters escaped (Go's %q for ASCII). */
const quoted = (name: string): string =>
  `"${name.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Columns of an artifact listed, as duty's models.Artifact marshals them (content left out). */
const LIST_COLUMNS = `id, check_id, check_time, config_change_id, playbook_run_action_id, scraper_id, job_history_id,
  coalesce(connection_id, '${NIL_UUID}'::uuid) AS connection_id, path, is_pushed, is_data_pushed, filename, size,
  content_type, checksum, compression_type, created_at, updated_at, deleted_at, expires_at`;

/** Fields duty leaves out when empty (omitempty). */
const OMIT_EMPTY = [
  'check_id', 'check_time', 'config_change_id', 'playbook_run_action_id', 'scraper_id', 'job_history_id',
  'content_type', 'compression_type', 'deleted_at', 'expires_at',
]; // prettier-ignore

function listed(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const key of OMIT_EMPTY) if (out[key] === null || out[key] === '') delete out[key];
  return out;
}

/** The artifacts of one owner: a playbook run (through its actions), a config change, or a check result. */
const LISTS: Record<string, { where: string; params: (ctx: { params: Record<string, string> }) => unknown[] }> = {
  playbook_run: {
    where: 'playbook_run_action_id IN (SELECT id FROM playbook_run_actions WHERE playbook_run_id = $1::text::uuid)',
    params: (ctx) => [ctx.params.id],
  },
  config_change: { where: 'config_change_id = $1::text::uuid', params: (ctx) => [ctx.params.id] },
  check: {
    where: 'check_id = $1::text::uuid AND check_time = $2::timestamptz',
    params: (ctx) => [ctx.params.id, ctx.params.time],
  },
};

/**
 * GET /artifacts/download/{id} (mission-control artifacts/controllers.go): the artifact's content
 * as stored inline in `artifacts.content` (duty's inline blob store), with its content type and
 * size; `?filename=` makes it an attachment. RBAC artifact read: our artifacts resource. Artifacts
 * whose content lives in an external store (a connection's S3, GCS, SMB or SFTP path) are listed
 * but their content is not fetched by this backend: 501, as Mission Control answers without an
 * artifact store. Content is served sandboxed so an HTML artifact cannot run in the console's origin.
 */
export const artifactRoutes: RouteModule = (router, deps) => {
  // GET /artifacts/list/{playbook_run|config_change}/{id} and /artifacts/list/check/{id}/{check_time}
  // (mission-control artifacts/controllers.go): the artifacts' rows without their content.
  for (const [kind, list] of Object.entries(LISTS)) {
    router.add({
      method: 'GET',
      path: kind === 'check' ? '/artifacts/list/check/:id/:time' : `/artifacts/list/${kind}/:id`,
      access: { resource: resourceForTable('artifacts')!, action: 'read' },
      handler: async (ctx) => {
        const id = ctx.params.id!;
        if (!isUuid(id)) throw badRequest(`invalid id(${id}). must be a uuid`);
        if (kind === 'check' && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(ctx.params.time ?? ''))
          throw badRequest(`invalid check_time(${ctx.params.time}). must be in RFC3339`);
        const { rows } = await deps.db.query<Record<string, unknown>>(
          `SELECT ${LIST_COLUMNS} FROM artifacts WHERE ${list.where} ORDER BY created_at, id`,
          list.params(ctx),
        );
        return json(200, rows.map(listed));
      },
    });
  }

  router.add({
    method: ['GET', 'HEAD'],
    path: '/artifacts/download/:id',
    access: { resource: resourceForTable('artifacts')!, action: 'read' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      if (!isUuid(id)) throw badRequest(`invalid id: ${id} is not a uuid`);
      const { rows } = await deps.db.query<ArtifactRow>(
        `SELECT filename, content_type, encode(content, 'base64') AS content, compression_type
           FROM artifacts WHERE id = $1::text::uuid`,
        [id],
      );
      const row = rows[0];
      if (!row) throw notFound(`artifact ${id} was not found`);
      if (row.content === null) {
        throw new HttpError(
          501,
          `the content of artifact ${id} is kept in an external artifact store, which this backend does not read`,
        );
      }
      const body = decompress(id, row);
      const headers: Record<string, string> = {
        'Content-Type': row.content_type || 'application/octet-stream',
        'Content-Length': String(body.length),
        'Content-Security-Policy': 'sandbox',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      };
      const filename = ctx.query.get('filename');
      if (filename) headers['Content-Disposition'] = `attachment; filename=${quoted(filename)}`;
      ctx.res.writeHead(200, headers);
      ctx.res.end(ctx.method === 'HEAD' ? undefined : body);
    },
  });
};
