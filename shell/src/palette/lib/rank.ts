import type { PaletteKind } from '@opsdeck/contracts';

/** One row of the palette: where it goes, or which command it runs. */
export interface PaletteItem {
  /** Unique across the palette (kind and id). */
  key: string;
  kind: PaletteKind;
  label: string;
  /** A second line: a page's path, a resource's type or namespace. */
  detail?: string;
  /** More words it is found by. */
  keywords?: readonly string[];
  action: { type: 'navigate'; to: string } | { type: 'command'; contribution: string };
  /** Found by the server (resource search): kept even when the text matches elsewhere. */
  fromServer?: boolean;
}

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
const words = (text: string): string[] => text.split(/[\s/._:-]+/).filter(Boolean);

/** How well `query` matches `text`: higher is better; undefined when it does not match at all. */
export function matchScore(query: string, text: string): number | undefined {
  const q = normalize(query);
  const t = normalize(text);
  if (!q) return 0;
  if (!t) return undefined;
  if (t === q) return 1000;
  if (t.startsWith(q)) return 800 - Math.min(t.length - q.length, 100);
  if (words(t).some((word) => word.startsWith(q))) return 600 - Math.min(t.length - q.length, 100);
  const at = t.indexOf(q);
  if (at >= 0) return 400 - Math.min(at, 100);
  return subsequenceScore(q.replace(/\s+/g, ''), t);
}

/** Letters in order ("npb" in "New playbook"): weak, and weaker the more they are spread out. */
function subsequenceScore(q: string, t: string): number | undefined {
  let from = 0;
  let spread = 0;
  for (const char of q) {
    const at = t.indexOf(char, from);
    if (at < 0) return undefined;
    if (from > 0) spread += at - from;
    from = at + 1;
  }
  return Math.max(1, 100 - spread * 5);
}

// Commands and pages come before recent items of equal match, and those before resources.
const KIND_BONUS: Partial<Record<PaletteKind, number>> = { command: 30, page: 20, recent: 25 };

/** The item's score for the query: the best of its label, keywords (a little less) and detail (less). */
export function itemScore(query: string, item: PaletteItem): number | undefined {
  const tokens = normalize(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 0;
  const whole = best(query, item);
  let score = whole;
  if (score === undefined && tokens.length > 1) {
    // Every word of the query must match somewhere ("incident new" finds "New incident").
    const each = tokens.map((token) => best(token, item));
    if (each.every((value) => value !== undefined)) score = Math.min(...(each as number[])) / 2;
  }
  if (score === undefined) return item.fromServer ? 50 : undefined;
  return score + (KIND_BONUS[item.kind] ?? 0);
}

function best(query: string, item: PaletteItem): number | undefined {
  const scores = [
    matchScore(query, item.label),
    ...(item.keywords ?? []).map((keyword) => scaled(matchScore(query, keyword), 0.8)),
    scaled(item.detail ? matchScore(query, item.detail) : undefined, 0.5),
  ].filter((value): value is number => value !== undefined);
  return scores.length ? Math.max(...scores) : undefined;
}

const scaled = (value: number | undefined, factor: number) => (value === undefined ? undefined : value * factor);

/**
 * The rows for a query: without text, every item in the given order (recent first, then commands
 * and pages); with text, only those that match, best first; ties keep the given order. An item
 * reachable twice (a recent page that is also a page) shows once, with its better score.
 */
export function rankItems(query: string, items: readonly PaletteItem[], limit = Infinity): PaletteItem[] {
  const scored = new Map<string, { item: PaletteItem; score: number; index: number }>();
  items.forEach((item, index) => {
    const score = itemScore(query, item);
    if (score === undefined) return;
    const target = destinationOf(item);
    const previous = scored.get(target);
    if (!previous || score > previous.score) scored.set(target, { item, score, index: previous?.index ?? index });
  });
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

const destinationOf = (item: PaletteItem): string =>
  item.action.type === 'navigate' ? `to:${item.action.to}` : `command:${item.action.contribution}`;
