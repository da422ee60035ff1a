// Flow JSON in the shape the self-service API answers (kratos-flows reference), for tests.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

type Text = { id: number; text: string; type: string; context?: Record<string, unknown> };

export const text = (id: number, value: string, type = 'info', context?: Record<string, unknown>): Text => ({
  id,
  text: value,
  type,
  ...(context ? { context } : {}),
});

export function input(
  group: string,
  name: string,
  options: { type?: string; value?: unknown; label?: string; messages?: Text[] } = {},
) {
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type: options.type ?? 'text',
      value: options.value ?? '',
      required: false,
      disabled: false,
      node_type: 'input',
    },
    messages: options.messages ?? [],
    meta: options.label ? { label: text(1070002, options.label) } : {},
  };
}

export const hidden = (group: string, name: string, value: string) => input(group, name, { type: 'hidden', value });
export const submit = (group: string, name: string, value: string, label: string) =>
  input(group, name, { type: 'submit', value, label });
export const csrf = (token = 'csrf-1') => hidden('default', 'csrf_token', token);

export function textNode(group: string, id: string, value: Text, label?: string) {
  return {
    type: 'text',
    group,
    attributes: { id, text: value, node_type: 'text' },
    messages: [],
    meta: label ? { label: text(1050017, label) } : {},
  };
}

export function imageNode(group: string, id: string, src: string, label: string) {
  return {
    type: 'img',
    group,
    attributes: { id, src, width: 256, height: 256, node_type: 'img' },
    messages: [],
    meta: { label: text(1050005, label) },
  };
}

export function anchorNode(group: string, id: string, href: string, title: string) {
  return { type: 'a', group, attributes: { id, href, title: text(1070009, title), node_type: 'a' }, messages: [], meta: {} };
}

export function flow(id: string, nodes: unknown[], extras: Record<string, unknown> = {}) {
  const { messages, ...rest } = extras;
  return {
    id,
    type: 'browser',
    state: 'choose_method',
    ui: {
      action: `/api/.ory/self-service/x?flow=${id}`,
      method: 'POST',
      nodes: [csrf(), ...nodes],
      ...(messages ? { messages } : {}),
    },
    ...rest,
  };
}

export const passwordLoginFlow = (id = 'login-1', extras: Record<string, unknown> = {}) =>
  flow(
    id,
    [
      input('default', 'identifier', { label: 'E-Mail' }),
      input('password', 'password', { type: 'password', label: 'Password' }),
      submit('password', 'method', 'password', 'Sign in'),
    ],
    extras,
  );

/** An axios error carrying an HTTP answer, as the SDK rejects with. */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

/** A Kratos error body: `{ error: { id, code, ... }, redirect_browser_to?, use_flow_id? }`. */
export function flowError(
  status: number,
  id: string | undefined,
  extras: { redirect_browser_to?: string; use_flow_id?: string } = {},
) {
  return httpError(status, { error: { ...(id ? { id } : {}), code: status, message: `${id ?? 'error'} message` }, ...extras });
}
