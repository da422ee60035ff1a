/** Quotes an identifier. Only names taken from the introspected schema model ever reach this. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A qualified relation or function name: "schema"."name". */
export const qualified = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`;

/**
 * Collects bound parameters while SQL text is assembled. Values never appear in the SQL text.
 * Every parameter is sent as text and converted by PostgreSQL with an explicit cast: the server
 * then reports a bad value as a data exception (22P02 -> 400), identically on PostgreSQL and on
 * PGlite (whose client would otherwise serialise by inferred type and fail in JavaScript).
 */
export class Params {
  readonly values: (string | null)[] = [];

  /** `$n::text::<sqlType>` (just `$n::text` for text). */
  typed(value: unknown, sqlType: string): string {
    this.values.push(value === null || value === undefined ? null : String(value));
    const placeholder = `$${this.values.length}::text`;
    return sqlType === 'text' ? placeholder : `${placeholder}::${sqlType}`;
  }
}
