/**
 * Browser security headers for everything the gateway serves. The console is never framed
 * (clickjacking on confirm dialogs), sends no referrer off-site, and its pages may only run
 * scripts from this origin and from the origins of the remotes in the runtime manifest.
 */

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Of those, the headers only a document obeys (framing, its features, its referrer). Hashed
 * scripts and styles, fetched dozens per page and never framed or navigated to, go without them.
 */
export const DOCUMENT_ONLY_SECURITY_HEADERS: readonly string[] = ['X-Frame-Options', 'Permissions-Policy', 'Referrer-Policy'];

export interface PolicyInputs {
  /** Origins of remotes served from elsewhere (absolute manifest entries). */
  remoteOrigins: readonly string[];
  /** The hosted identity provider (Clerk) loads its scripts, frames and API from its own domains. */
  hostedProvider: boolean;
}

/** Origins of manifest entries that are absolute URLs; relative entries are this origin. */
export function remoteOriginsOf(entries: readonly { entry: string }[]): string[] {
  const origins = new Set<string>();
  for (const { entry } of entries) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a path on this origin
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of the shell's HTML. Styles need 'unsafe-inline' (the UI kit's CSS
 * is injected at run time), images allow data: (QR codes) and blob:, workers blob: (the editor).
 * With the hosted provider the organization backends and Clerk's domains are not known here, so
 * scripts, frames and API calls may go to any https origin.
 */
export function contentSecurityPolicy({ remoteOrigins, hostedProvider }: PolicyInputs): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', withRemotes(hostedProvider ? "'self' https:" : "'self'")],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', hostedProvider ? "'self' data: blob: https:" : "'self' data: blob:"],
    ['font-src', withRemotes("'self' data:")],
    ['connect-src', withRemotes(hostedProvider ? "'self' https:" : "'self'")],
    ['worker-src', withRemotes("'self' blob:")],
    ['frame-src', hostedProvider ? 'https:' : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Whether a /config.json text selects the hosted provider (an unreadable file does not). */
export function selectsHostedProvider(configText: string | null): boolean {
  if (!configText) return false;
  try {
    const config = JSON.parse(configText) as { identityProvider?: unknown };
    return config.identityProvider === 'hosted';
  } catch {
    return false;
  }
}
