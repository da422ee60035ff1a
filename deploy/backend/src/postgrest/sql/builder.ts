/** Quotes an identifier. Only names taken from the introspected schema model ever reach this. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A qualified relation or function name: "schema"."name". */
export const qualified = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`;

/**
 * Collects bound parameters while SQL text is assembled. Values never appear in the SQL text;
 * each call returns the next `$n` placeholder.
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A placeholder with an explicit cast, for contexts where PostgreSQL cannot infer the type. */
  typed(value: unknown, sqlType: string): string {
    return `${this.add(value)}::${sqlType}`;
  }
}
