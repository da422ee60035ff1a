import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/types';
import { createSessionAuthenticator, type SessionAuthenticator } from './authenticator';
import { loadIdentityConfig, type IdentityConfig } from './config';
import type { IdentityContext } from './context';
import { Courier } from './courier/courier';
import { SecretBox, randomToken } from './crypto/secrets';
import { frontendUrlFor, matchMount, publicUrlFor, readIdentityRequest, writeResponse } from './http/adapter';
import { requestOrigin } from '../http/trust-proxy';
import { BodyError, readRawBody } from './http/request';
import { deletePerson, inviteUser, updatePerson, type Actor, type AdminResponse } from './people/admin';
import { getRoles } from './people/people';
import { handleSelfService } from './router';

/** Loads the sealing key: IDENTITY_SECRET, else one generated on first start and kept in the database. */
export async function loadSecretBox(db: Database, configured?: string): Promise<SecretBox> {
  if (configured) return new SecretBox(configured);
  await db.query(`INSERT INTO kratos.secrets (name, value) VALUES ('sealing_key', $1) ON CONFLICT (name) DO NOTHING`, [
    randomToken(32),
  ]);
  const result = await db.query<{ value: string }>(`SELECT value FROM kratos.secrets WHERE name = 'sealing_key'`);
  return new SecretBox((result.rows[0] as { value: string }).value);
}

export async function createIdentityContext(
  db: Database,
  config: IdentityConfig = loadIdentityConfig(),
): Promise<IdentityContext> {
  const courier = new Courier({ db, from: config.mailFrom, smtpUrl: config.smtpUrl, logBodies: config.demo, log: config.log });
  return { db, config, courier, box: await loadSecretBox(db, config.secret) };
}

/** Resolves the caller of an admin endpoint (the backend composes session and bearer authenticators). */
export type ActorResolver = (req: IncomingMessage) => Promise<{ id: string } | null>;

export interface IdentityService {
  context: IdentityContext;
  authenticate: SessionAuthenticator;
  /** Serves /kratos/*, /.ory/*, /api/.ory/*, /api/kratos/* and the people endpoints; false when the path is not ours. */
  handle(req: IncomingMessage, res: ServerResponse, actorOf?: ActorResolver): Promise<boolean>;
}

const ADMIN_PREFIXES = ['/api', ''];

function adminRoute(method: string, pathname: string): { kind: 'invite' | 'update' | 'delete'; id?: string } | null {
  for (const prefix of ADMIN_PREFIXES) {
    if (!pathname.startsWith(`${prefix}/`)) continue;
    const rest = pathname.slice(prefix.length);
    if (method === 'POST' && rest === '/auth/invite_user') return { kind: 'invite' };
    if (method === 'POST' && rest === '/people/update') return { kind: 'update' };
    const match = /^\/people\/([^/]+)$/.exec(rest);
    if (method === 'DELETE' && match && match[1] !== 'update')
      return { kind: 'delete', id: decodeURIComponent(match[1] as string) };
  }
  return null;
}

export function createIdentityService(context: IdentityContext): IdentityService {
  const authenticate = createSessionAuthenticator(context);

  async function handleAdmin(
    req: IncomingMessage,
    res: ServerResponse,
    route: NonNullable<ReturnType<typeof adminRoute>>,
    actorOf: ActorResolver,
  ): Promise<void> {
    const person = await actorOf(req);
    if (!person) return writeResponse(res, { status: 401, body: { error: 'error fetching user' } });
    const actor: Actor = { id: person.id, roles: await getRoles(context.db, person.id) };
    let body: unknown = {};
    if (route.kind !== 'delete') {
      try {
        const raw = await readRawBody(req);
        body = raw.trim() ? JSON.parse(raw) : {};
      } catch (error) {
        if (error instanceof BodyError && error.status === 413)
          return writeResponse(res, { status: 413, body: { error: 'request body too large' } });
        if (error instanceof BodyError || error instanceof SyntaxError)
          return writeResponse(res, { status: 400, body: { error: 'invalid JSON body' } });
        throw error;
      }
    }
    let answer: AdminResponse;
    if (route.kind === 'invite') answer = await inviteUser(context, actor, body, requestOrigin(req, context.config.trustProxy));
    else if (route.kind === 'update') answer = await updatePerson(context, actor, body);
    else answer = await deletePerson(context, actor, route.id as string);
    writeResponse(res, answer);
  }

  return {
    context,
    authenticate,
    async handle(req, res, actorOf = authenticate) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      const admin = adminRoute(method, url.pathname);
      if (admin) {
        await handleAdmin(req, res, admin, actorOf);
        return true;
      }
      const mounted = matchMount(url.pathname);
      if (!mounted) return false;
      const bases = {
        publicUrl: publicUrlFor(req, mounted.mount, context.config),
        frontendUrl: frontendUrlFor(req, context.config),
      };
      const request = await readIdentityRequest(req, res, url, mounted.rest, bases, context.config.trustProxy);
      if (!request) return true;
      writeResponse(res, await handleSelfService(context, request));
      return true;
    },
  };
}
