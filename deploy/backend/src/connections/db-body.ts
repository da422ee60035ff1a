// Writes to /db/connections (the console's and any PostgREST client's): rows of a known type are
// checked against the type's description (400 names the field), and secrets are sealed before the
// engine sees the body, so neither the stored row nor the answered representation holds them.
import {
  connectionTypeDescription,
  fromConnectionRow,
  isConnectionType,
  validateConnectionValues,
  type ConnectionTypeDescription,
} from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import { sealSecret } from './sealing';
import { sealConnectionRow } from './store';

type Row = Record<string, unknown>;

/** Columns that hold a secret whatever the type (username depends on it). */
const ALWAYS_SECRET = ['password', 'certificate'] as const;

function checkRow(description: ConnectionTypeDescription, row: Row): void {
  const values = fromConnectionRow(description, row as never);
  const errors = Object.entries(validateConnectionValues(description, values));
  if (!errors.length) return;
  const [key, message] = errors[0]!;
  const label = description.fields.find((field) => field.key === key)?.label ?? key;
  throw new PgrstError(400, '23514', `${label}: ${message}`, `connection of type ${description.type}`);
}

function prepareRow(row: unknown, method: string): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const input = row as Row;
  if (input.type !== undefined && !isConnectionType(input.type)) {
    throw new PgrstError(400, '23514', `type: ${String(input.type)} is not a connection type`);
  }
  if (!isConnectionType(input.type)) {
    const sealed: Row = { ...input };
    for (const column of ALWAYS_SECRET)
      if (typeof sealed[column] === 'string') sealed[column] = sealSecret(sealed[column] as string);
    return sealed;
  }
  const description = connectionTypeDescription(input.type);
  // A full row (every create, and updates that name the type) is checked like the form checks it.
  if (method === 'POST' || 'properties' in input) checkRow(description, input);
  return sealConnectionRow(description, input as never);
}

/** The body to hand to the engine for a write to connections. */
export function prepareConnectionBody(body: unknown, method: string): unknown {
  return Array.isArray(body) ? body.map((row) => prepareRow(row, method)) : prepareRow(body, method);
}
