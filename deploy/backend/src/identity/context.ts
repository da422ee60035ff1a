import type { Database } from '../db/types';
import type { IdentityConfig } from './config';
import type { Courier } from './courier/courier';
import type { SecretBox } from './crypto/secrets';
import type { IdentityRequest } from './http/request';

/** Everything the identity module needs, created once at start-up. */
export interface IdentityContext {
  db: Database;
  config: IdentityConfig;
  courier: Courier;
  box: SecretBox;
}

/** Per request: the context plus cookies to set and the CSRF token in effect for new flows. */
export interface HandlerContext extends IdentityContext {
  req: IdentityRequest;
  setCookies: string[];
  /** Raw CSRF token for this browser (from its cookie, or minted and set in this response). */
  csrfRaw?: string;
  now: number;
}

export function handlerContext(ctx: IdentityContext, req: IdentityRequest): HandlerContext {
  return { ...ctx, req, setCookies: [], now: ctx.config.now() };
}

export function isSecure(hctx: HandlerContext): boolean {
  return hctx.req.publicUrl.startsWith('https:');
}
