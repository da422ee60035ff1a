import type { HandlerContext } from '../context';
import { IdentityError } from '../errors';
import type { IdentityResponse } from '../http/request';
import { checkFlowCookie, checkSubmitCsrf, csrfRaw, maskedToken } from '../http/csrf';
import { findFlow, insertFlow, newFlowId, saveFlow, type FlowKind, type FlowRow } from '../store/flows';
import { iso } from '../store/identities';
import { csrfNode, type UiContainer, type UiNode } from './nodes';
import type { UiText } from './text';
import { flowAction, uiUrl } from './urls';

/** What an init step decides; the engine adds id, CSRF, timestamps and persistence. */
export interface FlowDraft<Data> {
  state: string;
  identityId?: string | null;
  returnTo: string | null;
  data: Data;
  nodes: UiNode[];
  messages?: UiText[];
}

export type SubmitOutcome =
  /** Flow re-rendered: 200 (progress) or 400 (validation) with the whole flow. */
  | { type: 'flow'; status: 200 | 400 }
  /**
   * An attempt limit refused the submit: 429 with the whole flow (its message says how long to
   * wait), a Retry-After header and an `error` for clients that only read error bodies.
   */
  | { type: 'flow'; status: 429; retryAfterSeconds: number }
  /** Done: JSON callers get `body`, browsers are sent to `redirectTo`. */
  | { type: 'success'; body: unknown; redirectTo: string }
  /** The browser must go elsewhere: 422 browser_location_change_required for JSON callers. */
  | { type: 'location'; redirectTo: string };

export interface FlowSpec<Data> {
  kind: FlowKind;
  init(hctx: HandlerContext): Promise<FlowDraft<Data>>;
  /** Extra top-level fields of this kind's flow JSON. */
  extras?(hctx: HandlerContext, flow: FlowRow<Data>): Promise<Record<string, unknown>>;
  /** Checks a stored flow may still be used by this request (settings: same identity). */
  authorize?(hctx: HandlerContext, flow: FlowRow<Data>): Promise<void>;
  submit(hctx: HandlerContext, flow: FlowRow<Data>): Promise<SubmitOutcome>;
  /**
   * Throws self_service_flow_replaced for a flow that already completed. Runs before the CSRF
   * check: login rotated the CSRF secret, and the answer only names a flow bound to this browser.
   */
  checkSpent?(hctx: HandlerContext, flow: FlowRow<Data>): Promise<void>;
}

export function container(
  hctx: HandlerContext,
  kind: FlowKind,
  flowId: string,
  csrf: string,
  nodes: UiNode[],
  messages?: UiText[],
): UiContainer {
  return {
    action: flowAction(hctx.req, kind, flowId),
    method: 'POST',
    nodes: [csrfNode(csrf), ...nodes],
    ...(messages && messages.length ? { messages } : {}),
  };
}

/** Replaces the flow's UI nodes (keeping its CSRF node and action). */
export function setNodes<Data>(flow: FlowRow<Data>, nodes: UiNode[], messages?: UiText[]): void {
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token') ?? csrfNode(flow.csrf_token);
  flow.ui = {
    action: flow.ui.action,
    method: 'POST',
    nodes: [csrf, ...nodes],
    ...(messages && messages.length ? { messages } : {}),
  };
}

export async function createFlow<Data>(hctx: HandlerContext, spec: FlowSpec<Data>): Promise<FlowRow<Data>> {
  const draft = await spec.init(hctx);
  const id = newFlowId();
  const csrf = maskedToken(csrfRaw(hctx));
  return insertFlow(hctx.db, id, {
    kind: spec.kind,
    state: draft.state,
    identityId: draft.identityId,
    csrfToken: csrf,
    requestUrl: `${hctx.req.publicUrl}${hctx.req.path}${hctx.req.query.size ? `?${hctx.req.query.toString()}` : ''}`,
    returnTo: draft.returnTo,
    data: draft.data,
    ui: container(hctx, spec.kind, id, csrf, draft.nodes, draft.messages),
    now: hctx.now,
    lifespanMs: hctx.config.flowLifespanMs,
  });
}

export async function flowJson<Data>(
  hctx: HandlerContext,
  spec: FlowSpec<Data>,
  flow: FlowRow<Data>,
): Promise<Record<string, unknown>> {
  return {
    id: flow.id,
    type: 'browser',
    state: flow.state,
    expires_at: iso(flow.expires_at),
    issued_at: iso(flow.issued_at),
    created_at: iso(flow.issued_at),
    updated_at: iso(flow.updated_at),
    request_url: flow.request_url,
    ...(flow.return_to ? { return_to: flow.return_to } : {}),
    ui: flow.ui,
    ...(spec.extras ? await spec.extras(hctx, flow) : {}),
  };
}

function json(status: number, body: unknown): IdentityResponse {
  return { status, body };
}

function throttled(flow: Record<string, unknown>, retryAfterSeconds: number): IdentityResponse {
  const ui = flow.ui as { messages?: UiText[] };
  const text = ui.messages?.find((message) => message.type === 'error')?.text ?? 'Too many requests.';
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: { ...flow, error: { code: 429, status: 'Too Many Requests', reason: text, message: text } },
  };
}

/** GET /self-service/<kind>/browser: JSON for API-style callers, 303 to the UI page otherwise. */
export async function initFlow<Data>(hctx: HandlerContext, spec: FlowSpec<Data>): Promise<IdentityResponse> {
  const flow = await createFlow(hctx, spec);
  if (hctx.req.wantsJson) return json(200, await flowJson(hctx, spec, flow));
  return { status: 303, headers: { location: uiUrl(hctx.req, spec.kind, { flow: flow.id }) } };
}

function initUrl(hctx: HandlerContext, kind: FlowKind, returnTo: string | null): string {
  const query = returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : '';
  return `${hctx.req.publicUrl}/self-service/${kind}/browser${query}`;
}

async function loadFlow<Data>(hctx: HandlerContext, spec: FlowSpec<Data>, id: string | null): Promise<FlowRow<Data>> {
  const flow = id ? await findFlow<Data>(hctx.db, spec.kind, id) : null;
  if (!flow) throw new IdentityError('not_found', { reason: `The ${spec.kind} flow could not be found.` });
  return flow;
}

function isExpired(hctx: HandlerContext, flow: FlowRow<unknown>): boolean {
  return new Date(flow.expires_at).getTime() <= hctx.now;
}

/** GET /self-service/<kind>/flows?id= */
export async function getFlow<Data>(hctx: HandlerContext, spec: FlowSpec<Data>): Promise<IdentityResponse> {
  const flow = await loadFlow(hctx, spec, hctx.req.query.get('id'));
  if (isExpired(hctx, flow)) {
    throw new IdentityError('self_service_flow_expired', {
      expiredAt: iso(flow.expires_at),
      redirectBrowserTo: initUrl(hctx, spec.kind, flow.return_to),
      details: { expired_at: iso(flow.expires_at) },
    });
  }
  checkFlowCookie(hctx, flow);
  await spec.authorize?.(hctx, flow);
  return json(200, await flowJson(hctx, spec, flow));
}

/** POST /self-service/<kind>?flow= */
export async function submitFlow<Data>(hctx: HandlerContext, spec: FlowSpec<Data>): Promise<IdentityResponse> {
  const flow = await loadFlow(hctx, spec, hctx.req.query.get('flow'));
  if (isExpired(hctx, flow)) {
    // Offer a replacement flow, made like the expired one (e.g. login with aal=aal2), when this
    // browser may start one now.
    const query = new URL(flow.request_url, 'http://localhost').searchParams;
    const replacement = await createFlow({ ...hctx, req: { ...hctx.req, query } }, spec).catch(() => null);
    throw new IdentityError('self_service_flow_expired', {
      expiredAt: iso(flow.expires_at),
      useFlowId: replacement?.id,
      redirectBrowserTo: replacement
        ? uiUrl(hctx.req, spec.kind, { flow: replacement.id })
        : initUrl(hctx, spec.kind, flow.return_to),
      details: { expired_at: iso(flow.expires_at) },
    });
  }
  await spec.checkSpent?.(hctx, flow);
  checkSubmitCsrf(hctx, flow);
  await spec.authorize?.(hctx, flow);
  const outcome = await spec.submit(hctx, flow);
  if (outcome.type === 'flow') {
    const saved = await saveFlow(hctx.db, flow);
    if (hctx.req.wantsJson && outcome.status === 429)
      return throttled(await flowJson(hctx, spec, saved), outcome.retryAfterSeconds);
    if (hctx.req.wantsJson) return json(outcome.status, await flowJson(hctx, spec, saved));
    return { status: 303, headers: { location: uiUrl(hctx.req, spec.kind, { flow: flow.id }) } };
  }
  await saveFlow(hctx.db, flow);
  if (outcome.type === 'success') {
    if (hctx.req.wantsJson) return json(200, outcome.body);
    return { status: 303, headers: { location: outcome.redirectTo } };
  }
  if (hctx.req.wantsJson) {
    throw new IdentityError('browser_location_change_required', { redirectBrowserTo: outcome.redirectTo });
  }
  return { status: 303, headers: { location: outcome.redirectTo } };
}
