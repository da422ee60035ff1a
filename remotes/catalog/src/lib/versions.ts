import { applyPatch, createTwoFilesPatch, parsePatch, reversePatch } from 'diff';

/** A change that carries the unified diff of the document it changed. */
export interface DiffedChange {
  id: string;
  diff?: string | null | undefined;
}

export type Reconstruction = { ok: true; text: string } | { ok: false; failedAt: string };

/**
 * The document as it was before `target`, rebuilt from the current text by undoing the diffs of
 * `target` and of every later change (`newestFirst` is ordered newest first). Fails, naming the
 * change, when a diff does not apply to the text it should have produced.
 */
export function documentBefore(current: string, newestFirst: readonly DiffedChange[], target: string): Reconstruction {
  let text = current;
  for (const change of newestFirst) {
    if (change.diff) {
      const patches = parsePatch(change.diff);
      for (const patch of patches.slice().reverse()) {
        const undone = applyPatch(text, reversePatch(patch));
        if (undone === false) return { ok: false, failedAt: change.id };
        text = undone;
      }
    }
    if (change.id === target) return { ok: true, text };
  }
  return { ok: false, failedAt: target };
}

/** The unified diff from `before` to `after`, with three lines of context. */
export function diffBetween(before: string, after: string, beforeName = 'before', afterName = 'after'): string {
  return createTwoFilesPatch(beforeName, afterName, before, after, undefined, undefined, { context: 3 });
}
