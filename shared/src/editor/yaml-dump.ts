import { dump } from 'js-yaml';

/**
 * The YAML text js-yaml writes for a JSON value with the viewer's options (block style, no line
 * width, no anchors, keys in their order), character for character, several times faster on large
 * documents. js-yaml decides the style of every string by examining it character by character
 * against each implicit type; most strings of a configuration (names, keys, words) start with a
 * letter and use only characters that are plain in every position, so they are written as they
 * are after one regular expression. Every other scalar (numbers with a fraction, strings that
 * need quotes or a block) is written by js-yaml itself, in the same context.
 */
export const YAML_DUMP_OPTIONS = { noRefs: true, lineWidth: -1, sortKeys: false } as const;

// Letter first (no indicator, number, date or null), then characters that are plain anywhere.
const PLAIN_STRING = /^[A-Za-z][\w ./()+=@,-]*$/;
// Words that read as booleans or null (YAML 1.2, and 1.1 booleans quoted for older readers).
const QUOTED_WORDS = new Set([
  ...['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE'],
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'],
]);
// js-yaml writes longer keys as explicit pairs (`? key`): such documents take js-yaml's own path.
const LONGEST_IMPLICIT_KEY = 1024;

class NotJson extends Error {}

const isPlain = (text: string) => PLAIN_STRING.test(text) && text.charCodeAt(text.length - 1) !== 32 && !QUOTED_WORDS.has(text);

const indents: string[] = [];
const indentOf = (level: number) => (indents[level] ??= '  '.repeat(level));

/** A string value at a nesting level, as js-yaml writes it there (block scalars indent with the level). */
function stringValue(text: string, level: number): string {
  if (isPlain(text)) return text;
  const alone = dump(text, YAML_DUMP_OPTIONS).slice(0, -1);
  const first = alone.charCodeAt(0);
  // '|' (literal block; folded blocks need a line width): its lines were indented for level 1.
  if (first !== 124 || level <= 1) return alone;
  const extra = indentOf(level - 1);
  return alone.replace(/\n(?!\n|$)/g, `\n${extra}`);
}

/** A mapping key as js-yaml writes it (quoted when it must be; never a block). */
function keyText(key: string): string {
  const text = isPlain(key) ? key : dump({ [key]: null }, YAML_DUMP_OPTIONS).slice(0, -': null\n'.length);
  if (text.length > LONGEST_IMPLICIT_KEY) throw new NotJson();
  return text;
}

function scalar(value: unknown, level: number): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return stringValue(value, level);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isInteger(value) && !Object.is(value, -0) ? String(value) : dump(value, YAML_DUMP_OPTIONS).slice(0, -1);
    case 'undefined':
      return undefined;
    default:
      throw new NotJson();
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** A node at a level; `compact` puts its first entry on the current line (inside a sequence item). */
function node(value: unknown, level: number, compact: boolean): string | undefined {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : sequence(value, level, compact);
  if (isPlainObject(value)) return Object.keys(value).length === 0 ? '{}' : mapping(value, level, compact);
  return scalar(value, level);
}

function mapping(object: Record<string, unknown>, level: number, compact: boolean): string {
  let out = '';
  const newline = `\n${indentOf(level)}`;
  for (const key of Object.keys(object)) {
    const value = node(object[key], level + 1, false);
    if (value === undefined) continue;
    if (!compact || out !== '') out += newline;
    out += keyText(key);
    out += value.charCodeAt(0) === 10 ? ':' : ': ';
    out += value;
  }
  return out || '{}';
}

function sequence(items: readonly unknown[], level: number, compact: boolean): string {
  let out = '';
  const newline = `\n${indentOf(level)}`;
  for (const item of items) {
    const value = node(item, level + 1, true) ?? 'null';
    if (!compact || out !== '') out += newline;
    out += value.charCodeAt(0) === 10 ? '-' : '- ';
    out += value;
  }
  return out;
}

/** `dump(value, YAML_DUMP_OPTIONS)`, the same text; values JSON cannot hold go to js-yaml whole. */
export function dumpYaml(value: unknown): string {
  if (!Array.isArray(value) && !isPlainObject(value)) return dump(value, YAML_DUMP_OPTIONS);
  try {
    return `${node(value, 0, true) ?? ''}\n`;
  } catch (error) {
    if (error instanceof NotJson) return dump(value, YAML_DUMP_OPTIONS);
    throw error;
  }
}
