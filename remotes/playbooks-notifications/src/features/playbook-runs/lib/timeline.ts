// What the timeline shows of an action's result: stdout/stderr of a script, the answer of an HTTP
// call, the rows of a query, whatever else as JSON.
import { PLAYBOOK_TEXT, type PlaybookRunAction } from '@opsdeck/contracts';

export type ActionOutput =
  | { label: string; kind: 'text'; text: string }
  | { label: string; kind: 'rows'; columns: string[]; rows: Record<string, unknown>[] };

const KNOWN = new Set([
  'stdout',
  'stderr',
  'exitCode',
  'code',
  'body',
  'json',
  'headers',
  'url',
  'method',
  'durationMs',
  'rows',
  'columns',
  'count',
]);

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export function actionOutputs(result: unknown): ActionOutput[] {
  if (!result || typeof result !== 'object' || Array.isArray(result))
    return result === undefined || result === null ? [] : [{ label: 'Result', kind: 'text', text: pretty(result) }];
  const r = result as Record<string, unknown>;
  const outputs: ActionOutput[] = [];
  if (typeof r.stdout === 'string' && r.stdout !== '')
    outputs.push({ label: PLAYBOOK_TEXT.stdout, kind: 'text', text: r.stdout });
  if (typeof r.stderr === 'string' && r.stderr !== '')
    outputs.push({ label: PLAYBOOK_TEXT.stderr, kind: 'text', text: r.stderr });
  if (typeof r.code === 'number') {
    const body = r.json !== undefined ? pretty(r.json) : typeof r.body === 'string' ? r.body : '';
    outputs.push({
      label: `${PLAYBOOK_TEXT.response} ${r.code}${r.method ? ` (${String(r.method)} ${String(r.url ?? '')})` : ''}`,
      kind: 'text',
      text: body,
    });
  }
  if (Array.isArray(r.rows)) {
    const columns = Array.isArray(r.columns) ? r.columns.map(String) : Object.keys((r.rows[0] as object) ?? {});
    outputs.push({
      label: `${PLAYBOOK_TEXT.rows} (${typeof r.count === 'number' ? r.count : r.rows.length})`,
      kind: 'rows',
      columns,
      rows: r.rows as Record<string, unknown>[],
    });
  }
  const rest = Object.fromEntries(Object.entries(r).filter(([key]) => !KNOWN.has(key)));
  if (Object.keys(rest).length > 0) outputs.push({ label: 'Result', kind: 'text', text: pretty(rest) });
  return outputs;
}

/** How long an action ran, or has been running until `now`; undefined before it started. */
export function actionDurationMs(
  action: Pick<PlaybookRunAction, 'start_time' | 'end_time'>,
  now = Date.now(),
): number | undefined {
  if (!action.start_time) return undefined;
  const start = Date.parse(action.start_time);
  const end = action.end_time ? Date.parse(action.end_time) : now;
  return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : undefined;
}
