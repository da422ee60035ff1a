import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { issueAccessToken } from '../authz/tokens';
import type { Database } from '../db/types';

/** POST /agent/generate body (mission-control's GenerateAgentRequest). */
export const generateAgentRequestSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(255, 'name is too long'),
  description: z.string().trim().max(2000).nullish(),
  properties: z.record(z.string(), z.string()).nullish(),
  autoRenew: z.boolean().nullish(),
});
export type GenerateAgentRequest = z.infer<typeof generateAgentRequestSchema>;

export interface GeneratedAgent {
  /** The agent's person, as mission-control answers it. */
  id: string;
  agent_id: string;
  username: string;
  /** Shown once: only its SHA-256 is stored. */
  access_token: string;
}

/** Agent tokens last a year, as mission-control issues them. */
export const AGENT_TOKEN_DAYS = 365;
/** The role mission-control gives an agent's person; it grants nothing in the console's matrix. */
export const AGENT_ROLE = 'agent';

export class AgentNameTakenError extends Error {
  constructor(name: string) {
    super(`an agent named "${name}" already exists`);
  }
}

/**
 * Registers an agent: a person of type agent (`agent-<hex>`, `<username>@local`), a year-long
 * access token for it (stored hashed, returned in plain text this once), the agent role and the
 * agents row, in one transaction.
 */
export async function generateAgent(db: Database, request: GenerateAgentRequest, createdBy: string): Promise<GeneratedAgent> {
  const username = `agent-${randomBytes(8).toString('hex')}`;
  return db.transaction(async (tx) => {
    const taken = await tx.query('SELECT 1 FROM agents WHERE name = $1 AND deleted_at IS NULL', [request.name]);
    if (taken.rows.length > 0) throw new AgentNameTakenError(request.name);
    const person = await tx.query<{ id: string }>(
      `INSERT INTO people (name, email, type) VALUES ($1, $2, 'agent') RETURNING id::text AS id`,
      [username, `${username}@local`],
    );
    const personId = person.rows[0]!.id;
    const { token } = await issueAccessToken(tx, {
      personId,
      name: 'default',
      createdBy,
      expiresAt: new Date(Date.now() + AGENT_TOKEN_DAYS * 24 * 3600 * 1000),
      autoRenew: request.autoRenew ?? false,
    });
    await tx.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)`, [personId, AGENT_ROLE]);
    const agent = await tx.query<{ id: string }>(
      `INSERT INTO agents (name, description, person_id, properties, created_by)
       VALUES ($1, $2, $3::uuid, $4::jsonb, $5::uuid) RETURNING id::text AS id`,
      [request.name, request.description ?? null, personId, JSON.stringify(request.properties ?? {}), createdBy],
    );
    return { id: personId, agent_id: agent.rows[0]!.id, username, access_token: token };
  });
}
