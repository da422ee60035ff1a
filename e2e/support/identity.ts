import { expect, type APIRequestContext } from '@playwright/test';

interface CourierMessage {
  recipient: string;
  template_type: string;
  body: string;
}

/** A fresh address per run: the gateway's database is new, but tests may be retried. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}@example.com`;

/**
 * The 6-digit code of the newest mail of a kind sent to `recipient`, read through the demo
 * courier endpoint (demo mode only; newest first). `request` must be signed in as an admin (or as
 * the recipient): the mailbox answers nobody else.
 */
export async function mailedCode(
  request: APIRequestContext,
  recipient: string,
  templateType: 'verification_code_valid' | 'recovery_code_valid',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/.ory/admin/courier/messages?recipient=${encodeURIComponent(recipient)}`);
      const messages = (await response.json()) as CourierMessage[];
      code = /\b(\d{6})\b/.exec(messages.find((message) => message.template_type === templateType)?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * The invitation link mailed to `recipient` (demo courier), as a path of this console:
 * /login?invite=<id>. `request` must be signed in as an admin.
 */
export async function mailedInviteLink(request: APIRequestContext, recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/.ory/admin/courier/messages?recipient=${encodeURIComponent(recipient)}`);
      const messages = (await response.json()) as CourierMessage[];
      link = /https?:\/\/\S+\/login\?invite=[\w-]+/.exec(
        messages.find((message) => message.template_type === 'invite')?.body ?? '',
      )?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** Submits a password login through the JSON API and returns the HTTP status (200, 400 or 422 for a second factor). */
export async function passwordLoginStatus(request: APIRequestContext, identifier: string, password: string): Promise<number> {
  const flow = (await (
    await request.get('/api/.ory/self-service/login/browser', { headers: { Accept: 'application/json' } })
  ).json()) as {
    id: string;
    ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
  };
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const response = await request.post(`/api/.ory/self-service/login?flow=${flow.id}`, {
    headers: { Accept: 'application/json' },
    data: { method: 'password', identifier, password, csrf_token: csrf },
  });
  return response.status();
}
