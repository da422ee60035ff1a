import { PgrstError } from './errors';

export interface RangeOutcome {
  status: number;
  contentRange: string;
}

/**
 * Status and Content-Range of a page, the way PostgREST computes them: `first-last/total`
 * (`*` for an empty page, `/*` without a count), 206 when a counted page is a strict part of the
 * total, 416 (PGRST103) when the first requested row lies past the end of a counted result, with
 * the Content-Range of an empty page (star, slash, total) so a client can page back to the last one.
 */
export function rangeOutcome(offset: number, rows: number, total: number | null): RangeOutcome {
  const last = offset + rows - 1;
  const range = rows > 0 ? `${offset}-${last}` : '*';
  const contentRange = `${range}/${total === null ? '*' : total}`;
  if (total === null) return { status: 200, contentRange };
  if (offset > total) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  const status = rows < total ? 206 : 200;
  return { status, contentRange };
}

/** `Range: 0-24` (items) -> offset/limit, used when the query string does not set them. */
export function parseRangeHeader(header: string | undefined): { offset: number; limit?: number } | null {
  if (!header) return null;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header.trim());
  if (!match) return null;
  const offset = Number(match[1]);
  if (match[2] === '') return { offset };
  const end = Number(match[2]);
  if (end < offset) return null;
  return { offset, limit: end - offset + 1 };
}
