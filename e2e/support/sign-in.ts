import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = process.env.OPSDECK_ADMIN_PASSWORD ?? 'opsdeck-demo';
export const demoEmail = (role: string) =>
  role === 'admin' ? (process.env.OPSDECK_ADMIN_EMAIL ?? 'admin@opsdeck.local') : `${role}@opsdeck.local`;

interface FlowNode {
  attributes: { name?: string; value?: unknown };
}

/**
 * Signs in through the backend's self-service login flow (JSON variant). The request context
 * shares its cookie jar with the page, so the browser is signed in afterwards.
 */
export async function signIn(request: APIRequestContext, role = 'admin', baseURL?: string): Promise<void> {
  const prefix = baseURL ?? '';
  const flowResponse = await request.get(`${prefix}/api/.ory/self-service/login/browser`, {
    headers: { Accept: 'application/json' },
  });
  expect(flowResponse.ok()).toBeTruthy();
  const flow = (await flowResponse.json()) as { id: string; ui: { nodes: FlowNode[] } };
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const submitted = await request.post(`${prefix}/api/.ory/self-service/login?flow=${flow.id}`, {
    headers: { Accept: 'application/json' },
    data: { method: 'password', identifier: demoEmail(role), password: DEMO_PASSWORD, csrf_token: csrf },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
}
