/**
 * The line (1-based) of a path such as ['spec', 'actions', 1, 'exec'] in block-style YAML text, so
 * a schema error can be marked where it is. It follows keys and list items by indentation; for a
 * path it cannot follow (flow style, anchors) it answers the deepest line it reached.
 */
interface Line {
  number: number;
  indent: number;
  text: string;
}

const meaningful = (text: string) => text.trim() !== '' && !text.trim().startsWith('#') && text.trim() !== '---';

export function lineOfPath(yaml: string, path: readonly (string | number)[]): number {
  const lines: Line[] = yaml
    .split('\n')
    .map((text, index) => ({ number: index + 1, indent: text.length - text.trimStart().length, text: text.trimStart() }))
    .filter((line) => meaningful(line.text));
  let start = 0;
  let end = lines.length;
  /** Column where the current mapping's keys start (-1: the document's top level, any indentation). */
  let keyIndent = -1;
  let found = 1;
  for (const segment of path) {
    let at = -1;
    if (typeof segment === 'number') {
      let seen = -1;
      let itemIndent = -1;
      for (let i = start; i < end; i += 1) {
        const line = lines[i]!;
        if (!line.text.startsWith('- ') && line.text !== '-') continue;
        if (itemIndent === -1) itemIndent = line.indent;
        if (line.indent !== itemIndent) continue;
        seen += 1;
        if (seen === segment) {
          at = i;
          break;
        }
      }
      if (at === -1) return found;
      // Keys of the item start after "- " on its first line.
      keyIndent = lines[at]!.indent + 2;
    } else {
      for (let i = start; i < end; i += 1) {
        const line = lines[i]!;
        const column = line.text.startsWith('- ') && i === start ? line.indent + 2 : line.indent;
        const text = line.text.startsWith('- ') && i === start ? line.text.slice(2) : line.text;
        if (
          (keyIndent === -1 || column === keyIndent) &&
          new RegExp(`^["']?${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(text)
        ) {
          at = i;
          keyIndent = column;
          break;
        }
      }
      if (at === -1) return found;
    }
    found = lines[at]!.number;
    // The value of this key or item: the lines after it, deeper than it, up to the next sibling.
    const parentIndent = typeof segment === 'number' ? lines[at]!.indent : keyIndent;
    let next = at + 1;
    while (next < end && lines[next]!.indent > parentIndent) next += 1;
    // A list under a key may sit at the key's own indentation ("key:\n- a").
    if (typeof segment !== 'number')
      while (next < end && lines[next]!.indent === parentIndent && lines[next]!.text.startsWith('- ')) next += 1;
    start = typeof segment === 'number' ? at : at + 1;
    end = next;
    if (typeof segment !== 'number') keyIndent = -1;
  }
  return found;
}

/** The line (1-based) a YAML parser's message points at ("... (3:5)"), when it names one. */
export function lineOfYamlError(message: string): number | undefined {
  const match = /\((\d+):\d+\)/.exec(message);
  return match ? Number(match[1]) : undefined;
}
