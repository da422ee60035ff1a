/**
 * What every browser benchmark does before it measures: launch Debian's Chromium and sign a
 * browser context in as the demo admin through the self-service login flow.
 */
interface SignInRequest {
  get(url: string, options?: { headers?: Record<string, string> }): Promise<{ json(): Promise<unknown> }>;
  post(url: string, options: { headers?: Record<string, string>; data?: unknown }): Promise<{ status(): number }>;
}

interface LoginFlow {
  id: string;
  ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
}

/** Signs the context's cookie jar in as OPSDECK_ADMIN_EMAIL (the demo admin by default). */
export async function signInAsAdmin(context: { request: SignInRequest }, base: string): Promise<void> {
  const flowResponse = await context.request.get(`${base}/api/.ory/self-service/login/browser`, {
    headers: { Accept: 'application/json' },
  });
  const flow = (await flowResponse.json()) as LoginFlow;
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const response = await context.request.post(`${base}/api/.ory/self-service/login?flow=${flow.id}`, {
    headers: { Accept: 'application/json' },
    data: {
      method: 'password',
      identifier: process.env.OPSDECK_ADMIN_EMAIL ?? 'admin@opsdeck.local',
      password: process.env.OPSDECK_ADMIN_PASSWORD ?? 'opsdeck-demo',
      csrf_token: csrf,
    },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: HTTP ${response.status()}`);
}

/** Debian's Chromium (CHROMIUM_PATH to override), never a test tool's own download. */
export function launchChromium<B>(chromium: {
  launch(options: { executablePath: string; args: string[] }): Promise<B>;
}): Promise<B> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
