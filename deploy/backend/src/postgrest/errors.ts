/**
 * PostgREST-shaped errors: every failure of the engine becomes `{code, details, hint, message}`
 * with the status PostgREST would use. Input problems are always 4xx; only genuine server faults
 * (a bug in generated SQL, a lost connection) may surface as 5xx.
 */
export interface PgrstErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Headers the error answer carries (e.g. the Content-Range of a 416). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'PgrstError';
  }

  toJSON(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, input: string, details: string): PgrstError =>
  new PgrstError(400, 'PGRST100', `failed to parse ${what} (${truncate(input)})`, details);

const truncate = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

export const unknownColumn = (relation: string, column: string): PgrstError =>
  new PgrstError(400, '42703', `column ${relation}.${column} does not exist`);

export const unknownRelation = (schema: string, name: string): PgrstError =>
  new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);

export const unknownFunction = (schema: string, name: string, args: string[]): PgrstError =>
  new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}(${args.join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name} with parameters ${args.join(', ') || 'none'}, but no matches were found in the schema cache.`,
  );

export const noRelationship = (schema: string, source: string, target: string, hint?: string): PgrstError =>
  new PgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${source}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${source}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
  );

export const ambiguousRelationship = (source: string, target: string, candidates: string[], hints: string[]): PgrstError =>
  new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${target}'`,
    candidates.join('; '),
    `Try changing '${target}' to one of the following: ${[...new Set(hints)].map((h) => `'${target}!${h}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );

export const notEmbedded = (path: string): PgrstError =>
  new PgrstError(
    400,
    'PGRST108',
    `'${path}' is not an embedded resource in this request`,
    null,
    `Verify that '${path}' is included in the 'select' query parameter.`,
  );

export const invalidBody = (details: string): PgrstError => new PgrstError(400, 'PGRST102', 'Empty or invalid json', details);

export const unknownBodyColumn = (relation: string, column: string): PgrstError =>
  new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
