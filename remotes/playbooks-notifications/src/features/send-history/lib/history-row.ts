import { NOTIFICATION_STATUS_LABELS, routePaths, type SendHistory } from '@opsdeck/contracts';

/** A badge colour per status: delivered, failed, held back, in progress. */
export function statusPalette(status: string | null | undefined): string {
  switch (status) {
    case 'sent':
      return 'green';
    case 'error':
      return 'red';
    case 'silenced':
    case 'repeat-interval':
    case 'inhibited':
    case 'skipped':
      return 'gray';
    default:
      return 'blue';
  }
}

export const statusLabel = (status: string | null | undefined): string =>
  status ? (NOTIFICATION_STATUS_LABELS[status] ?? status) : '';

export interface HistoryResource {
  kind: string;
  name: string;
  href: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The resource the notification was about, and its page (a check opens its modal on the health page). */
export function historyResource(row: SendHistory): HistoryResource | null {
  const resource = row.resource ?? null;
  const id = row.resource_id ?? text(resource?.id);
  if (!id) return null;
  const kind = row.resource_kind ?? row.source_event?.split('.')[0] ?? '';
  const name = text(resource?.name) ?? id;
  switch (kind) {
    case 'check':
      return { kind: 'Check', name, href: routePaths.healthCheck(id, '1h') };
    case 'config':
      return { kind: 'Config', name, href: routePaths.catalogItem(id) };
    case 'component':
      return { kind: 'Component', name, href: routePaths.topology(id) };
    case 'incident':
      return { kind: 'Incident', name, href: routePaths.incident(id) };
    case 'canary':
      return { kind: 'Canary', name, href: routePaths.canary(id) };
    default:
      return { kind, name, href: null };
  }
}

interface RecipientPayload {
  kind?: string;
  email?: string | null;
  emails?: string[];
  connection?: string;
  url?: string;
  name?: string;
}

/** Whom it went to: the person, the team's addresses, or the custom service's connection or URL. */
export function historyRecipient(row: SendHistory & { person?: { name?: string | null } | null }): string {
  const payload = (row as { payload?: { recipient?: RecipientPayload } | null }).payload;
  const recipient = payload?.recipient;
  if (row.person?.name) return row.person.name;
  if (recipient?.kind === 'person') return recipient.email ?? 'person';
  if (recipient?.kind === 'team') return recipient.emails?.length ? `team: ${recipient.emails.join(', ')}` : 'team';
  if (recipient?.connection) return recipient.connection.replace(/^connection:\/\//, '');
  if (recipient?.url) return recipient.url;
  if (row.team_id) return 'team';
  return '';
}

/** The rendered title, when the send recorded one. */
export function historyTitle(row: SendHistory): string | null {
  const payload = (row as { body_payload?: { title?: unknown } | null }).body_payload;
  return text(payload?.title);
}
