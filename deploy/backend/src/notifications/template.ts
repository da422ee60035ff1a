/**
 * Rendering of rule titles and bodies. Rules hold Go-template text (`{{.check.name}} is
 * {{.check.status}}`); field references are filled from the event's environment, and anything
 * else between braces (pipelines, functions) is left out, since the reference backend does not
 * run Go templates.
 */
import type { EventContext } from './event-context';

const FIELD = /\{\{-?\s*\.([A-Za-z0-9_.]+)\s*-?\}\}/g;
const OTHER_ACTION = /\{\{[^}]*\}\}/g;

function lookup(env: Record<string, unknown>, path: string): string {
  let value: unknown = env;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[key];
  }
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function renderTemplate(template: string, env: Record<string, unknown>): string {
  return template.replace(FIELD, (_match, path: string) => lookup(env, path)).replace(OTHER_ACTION, '');
}

/** The title when a rule has none, per event family. */
export function defaultTitle(context: EventContext): string {
  const { eventName, resource } = context;
  const [family, ...rest] = eventName.split('.');
  const state = rest.join('.');
  switch (family) {
    case 'check':
      return `Check ${resource.name} has ${state === 'passed' ? 'passed' : 'failed'}`;
    case 'config':
      return `${resource.name} is ${state}`;
    case 'component':
      return `Component ${resource.name} is ${state}`;
    case 'incident':
      return state === 'created' ? `New incident: ${resource.name}` : `Incident ${resource.name} is ${resource.status ?? state}`;
    case 'playbook':
      return `Playbook ${resource.name} failed`;
    default:
      return `${eventName}: ${resource.name}`;
  }
}

/** The body when a rule has no template: what happened, the latest detail and a link. */
export function defaultBody(context: EventContext): string {
  const status = context.env.status as { message?: string; error?: string } | undefined;
  const lines = [
    context.resource.description,
    status?.message ? `Message: ${status.message}` : null,
    status?.error ? `Error: ${status.error}` : null,
    typeof context.env.permalink === 'string' && context.env.permalink ? `Open: ${context.env.permalink}` : null,
  ];
  return lines.filter(Boolean).join('\n');
}

export interface RenderedMessage {
  title: string;
  message: string;
}

export function renderMessage(rule: { title: string | null; template: string | null }, context: EventContext): RenderedMessage {
  const title = rule.title ? renderTemplate(rule.title, context.env).trim() : '';
  const message = rule.template ? renderTemplate(rule.template, context.env).trim() : '';
  return { title: title || defaultTitle(context), message: message || defaultBody(context) };
}
