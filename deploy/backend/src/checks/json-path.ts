/**
 * The JSONPath subset HTTP checks use to point into a response: `$`, `.key`, `['key']` /
 * `["key"]` and `[index]` (e.g. `$.status.indicator`, `$.items[0]['name']`). Filters, wildcards
 * and recursive descent are not supported: parseJsonPath answers null for them.
 */
export type JsonPathStep = string | number;

const STEP = /\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/y;

export function parseJsonPath(path: string): JsonPathStep[] | null {
  const text = path.trim();
  if (!text.startsWith('$')) return null;
  const steps: JsonPathStep[] = [];
  STEP.lastIndex = 1;
  while (STEP.lastIndex < text.length) {
    const at = STEP.lastIndex;
    const match = STEP.exec(text);
    if (!match || match.index !== at) return null;
    if (match[1] !== undefined) steps.push(match[1]);
    else if (match[2] !== undefined) steps.push(Number(match[2]));
    else steps.push((match[3] ?? match[4])!);
  }
  return steps;
}

/** The value at the path, or undefined when the document has nothing there. */
export function selectJsonPath(document: unknown, steps: readonly JsonPathStep[]): unknown {
  let current = document;
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, step)) {
        return undefined;
      }
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}

/** A selected value as text, for comparing with an expected value and for messages. */
export const jsonValueText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
