// Totals of paged PostgREST reads come only from the Content-Range header (reference 3.1):
// "0-49/1234" when a count was requested, "0-49/*" without one, "*/0" or "*/*" for an empty page.

export interface ContentRange {
  /** First row index of the page, or undefined for an empty page ("*"). */
  start?: number;
  /** Last row index (inclusive), or undefined for an empty page. */
  end?: number;
  /** Total row count, or undefined when the server did not count ("*"). */
  total?: number;
}

const CONTENT_RANGE = /^\s*(?:items\s+)?(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i;

export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  if (typeof header !== 'string') return undefined;
  const match = CONTENT_RANGE.exec(header);
  if (!match) return undefined;
  const [, start, end, total] = match;
  return {
    start: start === undefined ? undefined : Number(start),
    end: end === undefined ? undefined : Number(end),
    total: total === undefined || total === '*' ? undefined : Number(total),
  };
}

/** The total of a Content-Range header, or undefined when absent, uncounted or malformed. */
export function totalFromContentRange(header: string | null | undefined): number | undefined {
  return parseContentRange(header)?.total;
}

type HeaderBag = { get?: (name: string) => unknown } | Record<string, unknown> | null | undefined;

/** Reads Content-Range from axios response headers (AxiosHeaders or a plain object, any case). */
export function contentRangeHeader(headers: HeaderBag): string | undefined {
  if (!headers) return undefined;
  if (typeof headers.get === 'function') {
    const value = (headers.get as (name: string) => unknown)('content-range');
    if (typeof value === 'string') return value;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-range' && typeof value === 'string') return value;
  }
  return undefined;
}

export function totalFromHeaders(headers: HeaderBag): number | undefined {
  return totalFromContentRange(contentRangeHeader(headers));
}
