/**
 * One table of text-format parsers used by BOTH engines, so a row read through PGlite is
 * byte-for-byte the row read through node-postgres. The target is PostgREST's JSON output
 * (PostgreSQL's to_json): timestamps stay strings in ISO-8601 with a '+00:00' offset, bigint and
 * numeric become numbers, json/jsonb are parsed, arrays become JS arrays. Sessions run with
 * TimeZone=UTC and DateStyle=ISO (set by each engine on connect) so the text we receive is
 * '2026-08-21 10:00:00.123456+00', which only needs its separator and offset rewritten.
 *
 * Why parse on the client rather than casting in SQL: the query engine builds arbitrary selects
 * (including json_agg embeds, which PostgreSQL already renders in to_json style); converting at the
 * driver keeps plain columns consistent with embedded ones without rewriting every select list.
 */
export type TextParser = (value: string) => unknown;

/** '2026-08-21 10:00:00.123+00' -> '2026-08-21T10:00:00.123+00:00' (to_json style). */
export function formatTimestamptz(value: string): string {
  if (value === 'infinity' || value === '-infinity') return value;
  const withT = value.replace(' ', 'T');
  // Offsets come as +HH, +HH:MM or +HH:MM:SS; to_json always prints at least +HH:MM.
  return withT.replace(/([+-]\d{2})((?::\d{2}){0,2})( BC)?$/, (_m, hours: string, rest: string, bc?: string) => {
    return `${hours}${rest === '' ? ':00' : rest}${bc ?? ''}`;
  });
}

/** '2026-08-21 10:00:00.5' -> '2026-08-21T10:00:00.5' (timestamp without time zone). */
export function formatTimestamp(value: string): string {
  if (value === 'infinity' || value === '-infinity') return value;
  return value.replace(' ', 'T');
}

const identity: TextParser = (value) => value;
const toNumber: TextParser = (value) => Number(value);
const toBoolean: TextParser = (value) => value === 't' || value === 'true';
const toJson: TextParser = (value) => JSON.parse(value) as unknown;

/** Parses PostgreSQL's text form of a one- or multi-dimensional array ('{a,"b c",NULL}'). */
export function parseArrayText(text: string, element: TextParser): unknown[] {
  let pos = 0;
  // Arrays with explicit bounds look like '[0:1]={a,b}'; the bounds carry nothing JSON can show.
  if (text.startsWith('[')) pos = text.indexOf('=') + 1;

  const parseLevel = (): unknown[] => {
    const out: unknown[] = [];
    pos += 1; // opening brace
    while (pos < text.length) {
      const ch = text[pos];
      if (ch === '}') {
        pos += 1;
        return out;
      }
      if (ch === ',') {
        pos += 1;
        continue;
      }
      if (ch === '{') {
        out.push(parseLevel());
        continue;
      }
      if (ch === '"') {
        let value = '';
        pos += 1;
        while (pos < text.length && text[pos] !== '"') {
          if (text[pos] === '\\') pos += 1;
          value += text[pos];
          pos += 1;
        }
        pos += 1; // closing quote
        out.push(element(value));
        continue;
      }
      let end = pos;
      while (end < text.length && text[end] !== ',' && text[end] !== '}') end += 1;
      const raw = text.slice(pos, end);
      out.push(raw === 'NULL' ? null : element(raw.trim()));
      pos = end;
    }
    return out;
  };
  return parseLevel();
}

/** Scalar parsers by type OID, with the OID of the matching array type. */
const SCALARS: { oid: number; arrayOid: number; parse: TextParser }[] = [
  { oid: 16, arrayOid: 1000, parse: toBoolean }, // bool
  { oid: 17, arrayOid: 1001, parse: identity }, // bytea: '\x..' like PostgREST
  { oid: 20, arrayOid: 1016, parse: toNumber }, // int8
  { oid: 21, arrayOid: 1005, parse: toNumber }, // int2
  { oid: 23, arrayOid: 1007, parse: toNumber }, // int4
  { oid: 26, arrayOid: 1028, parse: toNumber }, // oid
  { oid: 700, arrayOid: 1021, parse: toNumber }, // float4
  { oid: 701, arrayOid: 1022, parse: toNumber }, // float8
  { oid: 1700, arrayOid: 1231, parse: toNumber }, // numeric
  { oid: 114, arrayOid: 199, parse: toJson }, // json
  { oid: 3802, arrayOid: 3807, parse: toJson }, // jsonb
  { oid: 1184, arrayOid: 1185, parse: formatTimestamptz }, // timestamptz
  { oid: 1114, arrayOid: 1115, parse: formatTimestamp }, // timestamp
  { oid: 1082, arrayOid: 1182, parse: identity }, // date
  { oid: 1083, arrayOid: 1183, parse: identity }, // time
  { oid: 1266, arrayOid: 1270, parse: identity }, // timetz
  { oid: 1186, arrayOid: 1187, parse: identity }, // interval
  { oid: 25, arrayOid: 1009, parse: identity }, // text
  { oid: 1043, arrayOid: 1015, parse: identity }, // varchar
  { oid: 1042, arrayOid: 1014, parse: identity }, // bpchar
  { oid: 19, arrayOid: 1003, parse: identity }, // name
  { oid: 2950, arrayOid: 2951, parse: identity }, // uuid
];

/** OID -> parser for every scalar above and its array type. */
export const TEXT_PARSERS: Readonly<Record<number, TextParser>> = Object.freeze(
  Object.fromEntries(
    SCALARS.flatMap(({ oid, arrayOid, parse }) => [
      [oid, parse],
      [arrayOid, (value: string) => parseArrayText(value, parse)],
    ]),
  ),
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Normalises parameters so both drivers receive the same text: Date -> ISO string, bigint ->
 * decimal string, plain object -> JSON text, undefined -> null. Arrays and byte arrays pass through.
 */
export function normalizeParams(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((value) => {
    if (value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'bigint') return value.toString();
    if (isPlainObject(value)) return JSON.stringify(value);
    return value;
  });
}

/** Session settings the parsers rely on. */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = Object.freeze({
  TimeZone: 'UTC',
  DateStyle: 'ISO, MDY',
  IntervalStyle: 'postgres',
});
