import { isAdmin } from '@opsdeck/contracts';
import { z } from 'zod';
import { handlerContext, type HandlerContext, type IdentityContext } from './context';
import { IdentityError } from './errors';
import { getFlow, initFlow, submitFlow, type FlowSpec } from './flows/engine';
import { loginFlow } from './flows/login';
import { createLogoutFlow, performLogout } from './flows/logout';
import { recoveryFlow } from './flows/recovery';
import { registrationFlow } from './flows/registration';
import { needsSecondFactor, readSession, sessionJson } from './flows/session';
import { settingsFlow } from './flows/settings';
import { loginBrowserUrl, uiUrl } from './flows/urls';
import { verificationFlow } from './flows/verification';
import type { IdentityRequest, IdentityResponse } from './http/request';
import { getRoles } from './people/people';
import { findError, storeError, type FlowKind } from './store/flows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each spec has its own flow data type
const SPECS: Record<FlowKind, FlowSpec<any>> = {
  login: loginFlow,
  registration: registrationFlow,
  recovery: recoveryFlow,
  verification: verificationFlow,
  settings: settingsFlow,
};

const CourierQuery = z.object({
  recipient: z.string().max(320).optional(),
  status: z.enum(['queued', 'sent', 'processing', 'abandoned']).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
});

/** The identity JSON schema behind `identity.schema_url`. */
const IDENTITY_SCHEMA = {
  $id: 'https://opsdeck.local/schemas/identity.default.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        name: {
          type: 'object',
          properties: { first: { type: 'string', title: 'First Name' }, last: { type: 'string', title: 'Last Name' } },
        },
      },
      required: ['email'],
      additionalProperties: false,
    },
  },
};

async function whoami(hctx: HandlerContext): Promise<IdentityResponse> {
  const active = await readSession(hctx);
  if (!active) throw new IdentityError('session_inactive');
  if (await needsSecondFactor(hctx, active)) {
    throw new IdentityError('session_aal2_required', {
      redirectBrowserTo: loginBrowserUrl(hctx.req, { aal: 'aal2', returnTo: hctx.req.query.get('return_to') }),
    });
  }
  return {
    status: 200,
    headers: { 'x-kratos-authenticated-identity-id': active.identity.id },
    body: await sessionJson(hctx, active),
  };
}

async function flowError(hctx: HandlerContext): Promise<IdentityResponse> {
  const row = await findError(hctx.db, hctx.req.query.get('id') ?? '');
  if (!row) throw new IdentityError('not_found', { reason: 'The requested error could not be found.' });
  const created = new Date(row.created_at).toISOString();
  return { status: 200, body: { id: row.id, error: row.error, created_at: created, updated_at: created } };
}

/**
 * The demo mailbox. Mails hold recovery codes and invitation links, so it answers signed-in people
 * only: an admin reads every mailbox (`recipient` filters), anyone else only their own address.
 */
async function courierMessages(hctx: HandlerContext): Promise<IdentityResponse> {
  const query = CourierQuery.safeParse(Object.fromEntries(hctx.req.query));
  if (!query.success) throw new IdentityError('bad_request', { reason: query.error.issues[0]?.message });
  const active = await readSession(hctx);
  if (!active || (await needsSecondFactor(hctx, active))) throw new IdentityError('session_inactive');
  let recipient = query.data.recipient;
  if (!isAdmin(await getRoles(hctx.db, active.identity.id))) {
    const own = active.identity.traits.email;
    if (recipient !== undefined && recipient.toLowerCase() !== own.toLowerCase()) {
      throw new IdentityError('forbidden', { reason: 'Only an admin may read the mail of other people.' });
    }
    recipient = own;
  }
  const messages = await hctx.courier.list({
    recipient,
    status: query.data.status,
    limit: query.data.page_size,
  });
  return {
    status: 200,
    body: messages.map((m) => ({
      ...m,
      created_at: new Date(m.created_at).toISOString(),
      updated_at: new Date(m.updated_at).toISOString(),
    })),
  };
}

type Route = { browser: boolean; run: (hctx: HandlerContext) => Promise<IdentityResponse> };

/** `demo`: the courier's mail list (live recovery codes) exists only on a demo instance. */
function route(req: IdentityRequest, demo: boolean): Route | null {
  const { method, path } = req;
  const flowMatch = /^\/self-service\/(login|registration|recovery|verification|settings)(\/browser|\/flows)?$/.exec(path);
  if (flowMatch) {
    const spec = SPECS[flowMatch[1] as FlowKind];
    if (flowMatch[2] === '/browser' && method === 'GET') return { browser: true, run: (h) => initFlow(h, spec) };
    if (flowMatch[2] === '/flows' && method === 'GET') return { browser: false, run: (h) => getFlow(h, spec) };
    if (!flowMatch[2] && method === 'POST') return { browser: true, run: (h) => submitFlow(h, spec) };
    return null;
  }
  if (method !== 'GET') return null;
  switch (path) {
    case '/self-service/logout/browser':
      return { browser: false, run: createLogoutFlow };
    case '/self-service/logout':
      return { browser: true, run: performLogout };
    case '/sessions/whoami':
      return { browser: false, run: whoami };
    case '/self-service/errors':
      return { browser: false, run: flowError };
    case '/admin/courier/messages':
    case '/courier/messages':
      return demo ? { browser: false, run: courierMessages } : null;
    case '/schemas/ZGVmYXVsdA':
    case '/schemas/default':
      return { browser: false, run: async () => ({ status: 200, body: IDENTITY_SCHEMA }) };
    case '/health/alive':
    case '/health/ready':
      return { browser: false, run: async () => ({ status: 200, body: { status: 'ok' } }) };
    default:
      return null;
  }
}

function withCookies(response: IdentityResponse, cookies: string[]): IdentityResponse {
  if (!cookies.length) return response;
  return { ...response, headers: { ...response.headers, 'set-cookie': cookies } };
}

/**
 * Answers one request of the public self-service API. Errors become Kratos error bodies for JSON
 * callers; plain browser navigations are redirected (to `redirect_browser_to`, or to the UI error
 * page with a stored error id).
 */
export async function handleSelfService(ctx: IdentityContext, req: IdentityRequest): Promise<IdentityResponse> {
  const hctx = handlerContext(ctx, req);
  const matched = route(req, ctx.config.demo);
  if (!matched) {
    return { status: 404, body: new IdentityError('not_found').toJSON() };
  }
  try {
    return withCookies(await matched.run(hctx), hctx.setCookies);
  } catch (caught) {
    const error = caught instanceof IdentityError ? caught : null;
    if (!error)
      ctx.config.log(`[identity] ${req.method} ${req.path} failed: ${caught instanceof Error ? caught.stack : String(caught)}`);
    const failure = error ?? new IdentityError('internal_server_error');
    if (!matched.browser || req.wantsJson) {
      return withCookies({ status: failure.status, body: failure.toJSON() }, hctx.setCookies);
    }
    if (failure.extras.redirectBrowserTo && failure.id !== 'self_service_flow_return_to_forbidden') {
      return withCookies({ status: 303, headers: { location: failure.extras.redirectBrowserTo } }, hctx.setCookies);
    }
    const id = await storeError(ctx.db, failure.toJSON().error as Record<string, unknown>, hctx.now);
    return withCookies({ status: 303, headers: { location: uiUrl(req, 'error', { id }) } }, hctx.setCookies);
  }
}
