import { gunzipSync } from 'node:zlib';
import { isUuid, resourceForTable } from '@opsdeck/contracts';
import { badRequest, HttpError, notFound } from '../errors';
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

/**
 * GET /artifacts/download/{id} (mission-control artifacts/controllers.go): the artifact's content
 * as stored inline in `artifacts.content` (duty's inline blob store), with its content type and
 * size; `?filename=` makes it an attachment. RBAC artifact read: our artifacts resource. Artifacts
 * whose content lives in an external store (a connection's S3, GCS, SMB or SFTP path) are listed
 * but their content is not fetched by this backend: 501, as Mission Control answers without an
 * artifact store. Content is served sandboxed so an HTML artifact cannot run in the console's origin.
 */
export const artifactRoutes: RouteModule = (router, deps) => {
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
