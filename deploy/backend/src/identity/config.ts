/** Identity settings, read once from the environment (see README section in index.ts docs). */
export interface IdentityConfig {
  /** Public base URL of the self-service API as the browser sees it (e.g. http://host/api/.ory); derived per request when unset. */
  publicUrl?: string;
  /** The console's origin (UI pages /login, /registration, ...); derived from the request when unset. */
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
  /** Clock, injectable so expiry can be tested without waiting. */
  now: () => number;
  log: (line: string) => void;
}

export const DEMO_PASSWORD_DEFAULT = 'opsdeck-demo';
export const ADMIN_EMAIL_DEFAULT = 'admin@opsdeck.local';

const MINUTE = 60_000;

export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.OPSDECK_DEMO ?? 'true').trim().toLowerCase();
  return !['0', 'false', 'off', 'no'].includes(value);
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

export function loadIdentityConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<IdentityConfig> = {},
): IdentityConfig {
  const minutes = (name: string, fallback: number): number => {
    const parsed = Number(env[name]);
    return (Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * MINUTE;
  };
  return {
    publicUrl: optional(env.KRATOS_PUBLIC_URL),
    frontendUrl: optional(env.FRONTEND_URL),
    allowedReturnUrls: (env.KRATOS_ALLOWED_RETURN_URLS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    demo: isDemoMode(env),
    issuer: env.OPSDECK_PRODUCT_NAME?.trim() || 'Opsdeck',
    flowLifespanMs: minutes('KRATOS_FLOW_LIFESPAN_MINUTES', 60),
    sessionLifespanMs: minutes('KRATOS_SESSION_LIFESPAN_MINUTES', 24 * 60),
    privilegedSessionMaxAgeMs: minutes('KRATOS_PRIVILEGED_SESSION_MAX_AGE_MINUTES', 15),
    mailFrom: env.SMTP_FROM?.trim() || 'Opsdeck <no-reply@opsdeck.local>',
    smtpUrl: optional(env.SMTP_URL),
    secret: env.IDENTITY_SECRET?.trim() || undefined,
    now: () => Date.now(),
    log: (line) => console.log(line),
    ...overrides,
  };
}
