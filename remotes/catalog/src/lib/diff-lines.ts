/** One line of a unified diff, as the diff view shows it. */
export interface DiffLine {
  kind: 'add' | 'remove' | 'context' | 'hunk' | 'header';
  text: string;
  /** Line numbers in the old and new document (absent on hunk and header lines). */
  oldNumber?: number;
  newNumber?: number;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** A unified diff split into lines with their kind and numbers; a trailing newline adds no line. */
export function parseUnifiedDiff(diff: string | null | undefined): DiffLine[] {
  if (!diff) return [];
  const lines = diff.replace(/\n$/, '').split('\n');
  const out: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const text of lines) {
    const hunk = HUNK.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      out.push({ kind: 'hunk', text });
    } else if (text.startsWith('---') || text.startsWith('+++') || text.startsWith('Index:') || text.startsWith('====')) {
      out.push({ kind: 'header', text });
    } else if (text.startsWith('+')) {
      out.push({ kind: 'add', text: text.slice(1), newNumber: newLine++ });
    } else if (text.startsWith('-')) {
      out.push({ kind: 'remove', text: text.slice(1), oldNumber: oldLine++ });
    } else if (text.startsWith('\\')) {
      continue;
    } else {
      out.push({
        kind: 'context',
        text: text.startsWith(' ') ? text.slice(1) : text,
        oldNumber: oldLine++,
        newNumber: newLine++,
      });
    }
  }
  return out;
}

/** Lines added and removed by a diff. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'add') added += 1;
    else if (line.kind === 'remove') removed += 1;
  }
  return { added, removed };
}
