/**
 * Content negotiation of a read, as PostgREST does it: the media ranges of `Accept` in order of
 * their q values (then as written), and the first one this API can answer decides. `text/csv`
 * answers CSV; `application/json`, the PostgREST object types, `application/*` and `*\/*` answer
 * JSON, as does a header naming nothing known (or no header at all).
 */
const JSON_RANGES = /^(application\/json|application\/vnd\.pgrst\.[\w.+-]+|application\/\*|\*\/\*)$/;

interface MediaRange {
  type: string;
  q: number;
  index: number;
}

function parseRange(part: string, index: number): MediaRange {
  const [type = '', ...parameters] = part.split(';');
  let q = 1;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'q') {
      const parsed = Number(value?.trim());
      q = Number.isFinite(parsed) ? parsed : 0;
    }
  }
  return { type: type.trim().toLowerCase(), q, index };
}

/** Whether a read with this `Accept` header is answered as CSV. */
export function prefersCsv(accept: string | readonly string[] | undefined): boolean {
  const header = typeof accept === 'string' ? accept : accept?.join(',');
  if (!header) return false;
  const known = header
    .split(',')
    .map(parseRange)
    .filter((range) => range.q > 0 && (range.type === 'text/csv' || JSON_RANGES.test(range.type)))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return known[0]?.type === 'text/csv';
}
