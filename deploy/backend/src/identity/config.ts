import { trustProxy } from '../http/trust-proxy';

/** Identity settings, read once from the environment (see README section in index.ts docs). */
export interface IdentityConfig {
  /** Public base URL of the self-service API as the browser sees it (e.g. http://host/api/.ory); derived per request when unset. */
  publicUrl?: string;
  /**
   * The console's origin (UI pages /login, /registration, ...), FRONTEND_URL. Links in mails are
   * built from it. Required outside demo mode; only a demo instance derives it from the request.
   */
  frontendUrl?: string;
  /** Extra allowed return_to targets: `https://host/path` or `https://*.example.com/`. */
  allowedReturnUrls: string[];
  demo: boolean;
  /** Product name used as TOTP issuer and in mails. */
  issuer: string;
  flowLifespanMs: number;
  sessionLifespanMs: number;
  privilegedSessionMaxAgeMs: number;
  /** Sender address for mails. */
  mailFrom: string;
  /** smtp://user:pass@host:port or smtps://...; mails are only stored (and logged in demo mode) without it. */
  smtpUrl?: string;
  /** Key material for sealing TOTP seeds and backup codes; a generated key kept in the database otherwise. */
  secret?: string;
  /**
   * TRUST_PROXY: X-Forwarded-Host / -Proto / -Prefix / -For come from a proxy we run and may build
   * URLs and name the client address; otherwise they are ignored (a client could type them).
   */
  trustProxy: boolean;
  /** Clock, injectable so expiry can be tested without waiting. */
  now: () => number;
  log: (line: string) => void;
}

export const DEMO_PASSWORD_DEFAULT = 'opsdeck-demo';
export const ADMIN_EMAIL_DEFAULT = 'admin@opsdeck.local';

const MINUTE = 60_000;

const TRUTHY = ['1', 'true', 'yes', 'on'];

/**
 * Demo mode (demo data, demo accounts with a public password, the courier endpoint, links derived
 * from the request) only when OPSDECK_DEMO is explicitly truthy (1, true, yes, on). Unset is off.
 */
export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return TRUTHY.includes((env.OPSDECK_DEMO ?? '').trim().toLowerCase());
}

/** A configuration the server must not start with; its message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

/**
 * FRONTEND_URL as an origin (plus optional base path). Outside demo mode it is required: mail
 * links (invitations, verification, recovery) must never come from a request's Host header.
 */
export function frontendUrlFromEnv(env: NodeJS.ProcessEnv, demo: boolean): string | undefined {
  const value = optional(env.FRONTEND_URL);
  if (value === undefined) {
    if (demo) return undefined;
    throw new ConfigError(
      'FRONTEND_URL is required outside demo mode: set it to the console URL users open (e.g. FRONTEND_URL=https://opsdeck.example.com); links in mails are built from it, never from request headers',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`FRONTEND_URL must be an absolute http(s) URL such as https://opsdeck.example.com (got "${value}")`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`FRONTEND_URL must be an absolute http(s) URL such as https://opsdeck.example.com (got "${value}")`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadIdentityConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<IdentityConfig> = {},
): IdentityConfig {
  const minutes = (name: string, fallback: number): number => {
    const parsed = Number(env[name]);
    return (Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * MINUTE;
  };
  const demo = overrides.demo ?? isDemoMode(env);
  const frontendUrl = 'frontendUrl' in overrides ? overrides.frontendUrl : frontendUrlFromEnv(env, demo);
  if (!demo && !frontendUrl) frontendUrlFromEnv({}, false); // throws the ConfigError
  return {
    publicUrl: optional(env.KRATOS_PUBLIC_URL),
    frontendUrl,
    allowedReturnUrls: (env.KRATOS_ALLOWED_RETURN_URLS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    demo,
    issuer: env.OPSDECK_PRODUCT_NAME?.trim() || 'Opsdeck',
    flowLifespanMs: minutes('KRATOS_FLOW_LIFESPAN_MINUTES', 60),
    sessionLifespanMs: minutes('KRATOS_SESSION_LIFESPAN_MINUTES', 24 * 60),
    privilegedSessionMaxAgeMs: minutes('KRATOS_PRIVILEGED_SESSION_MAX_AGE_MINUTES', 15),
    mailFrom: env.SMTP_FROM?.trim() || 'Opsdeck <no-reply@opsdeck.local>',
    smtpUrl: optional(env.SMTP_URL),
    secret: env.IDENTITY_SECRET?.trim() || undefined,
    trustProxy: trustProxy(env),
    now: () => Date.now(),
    log: (line) => console.log(line),
    ...overrides,
  };
}
