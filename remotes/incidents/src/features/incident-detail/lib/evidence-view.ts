import type { Evidence } from '@opsdeck/contracts';

/** What an evidence row shows, by its type: a title, an optional link and the body to render. */
export type EvidenceView =
  | { kind: 'config'; title: string; href?: string; configType?: string }
  | { kind: 'check'; title: string; href?: string; health?: string }
  | { kind: 'component'; title: string; href?: string; health?: string }
  | { kind: 'config_change'; title: string; href?: string; diff?: string; summary?: string }
  | { kind: 'config_insight'; title: string; href?: string; message?: string; severity?: string }
  | { kind: 'log'; title: string; lines: { timestamp?: string; message: string }[] }
  | { kind: 'comment'; title: string; text: string }
  | { kind: 'other'; title: string; text?: string };

type Row = Record<string, unknown>;
const obj = (value: unknown): Row | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function logLines(evidence: Row | undefined): { timestamp?: string; message: string }[] {
  const lines = evidence?.lines ?? evidence?.logs;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    if (typeof line === 'string') return [{ message: line }];
    const row = obj(line);
    const message = text(row?.message);
    return message ? [{ message, ...(text(row?.timestamp) && { timestamp: text(row?.timestamp) }) }] : [];
  });
}

/**
 * The view of one evidence row. Links: a config item to /catalog/{id}, a check to its health
 * modal (/health?checkId=...&timeRange=1h), a component to /topology/{id}, a change and an insight
 * to their config item. The names come from the embedded rows, else the evidence's description.
 */
export function evidenceView(evidence: Evidence): EvidenceView {
  const row = evidence as Evidence & Row;
  const body = obj(row.evidence);
  const description = text(row.description) ?? '';
  const configId = row.config_id ?? undefined;
  switch (row.type) {
    case 'config': {
      const config = obj(row.configs);
      return {
        kind: 'config',
        title: text(config?.name) ?? description,
        ...(configId && { href: `/catalog/${configId}` }),
        ...(text(config?.type) && { configType: text(config?.type) }),
      };
    }
    case 'check': {
      const check = obj(row.checks);
      const checkId = row.check_id ?? text(body?.check_id);
      return {
        kind: 'check',
        title: text(check?.name) ?? description,
        ...(checkId && { href: `/health?checkId=${encodeURIComponent(checkId)}&timeRange=1h` }),
        ...(text(check?.status) && { health: text(check?.status) }),
      };
    }
    case 'topology':
    case 'component': {
      const component = obj(row.components);
      const componentId = row.component_id ?? text(body?.id);
      return {
        kind: 'component',
        title: text(component?.name) ?? description,
        ...(componentId && { href: `/topology/${encodeURIComponent(componentId)}` }),
        ...(text(component?.health) && { health: text(component?.health) }),
      };
    }
    case 'config_change': {
      const change = obj(row.config_changes);
      const diff = text(change?.diff) ?? text(body?.diff);
      const summary = text(change?.summary);
      return {
        kind: 'config_change',
        title: text(change?.change_type) ? `${text(change?.change_type)}: ${description}` : description,
        ...(configId && { href: `/catalog/${configId}/changes` }),
        ...(diff && { diff }),
        ...(summary && { summary }),
      };
    }
    case 'config_analysis': {
      const insight = obj(row.config_analysis);
      return {
        kind: 'config_insight',
        title: text(insight?.analyzer) ?? description,
        ...(configId && { href: `/catalog/${configId}/insights` }),
        ...(text(insight?.message) && { message: text(insight?.message) }),
        ...(text(insight?.severity) && { severity: text(insight?.severity) }),
      };
    }
    case 'log':
      return { kind: 'log', title: description || 'Log lines', lines: logLines(body) };
    case 'comment':
      return { kind: 'comment', title: description, text: text(body?.comment) ?? description };
    default:
      return { kind: 'other', title: description || String(row.type ?? ''), ...(body && { text: JSON.stringify(body) }) };
  }
}

/** The lines of a unified diff with their kind, for colouring. */
export function diffLines(diff: string): { kind: 'add' | 'remove' | 'hunk' | 'context'; text: string }[] {
  return diff.split('\n').map((line) => ({
    kind: line.startsWith('@@')
      ? 'hunk'
      : line.startsWith('+') && !line.startsWith('+++')
        ? 'add'
        : line.startsWith('-') && !line.startsWith('---')
          ? 'remove'
          : 'context',
    text: line,
  }));
}
