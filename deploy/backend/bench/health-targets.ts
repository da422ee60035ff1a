/**
 * The health benchmark's targets and its verdict: every judged figure is printed next to its
 * target with PASS or FAIL, and a miss makes the run fail. Figures are judged on the median of
 * the repetitions (p95 is printed beside it).
 */
import type { Stats } from './stats';

export interface Target {
  /** What is measured, as printed. */
  figure: string;
  limitMs: number;
}

export const TARGETS = {
  summary: { figure: 'summary API', limitMs: 200 },
  firstRows: { figure: 'navigation to first rows', limitMs: 1_500 },
  // The spec's 400 ms search debounce comes before the update, so the keystroke target is judged
  // on the echo in the input and on debounce-to-painted list; keystroke-to-painted is reported only.
  keystroke: { figure: 'keystroke to update', limitMs: 100 },
} as const satisfies Record<string, Target>;

export interface Verdict {
  label: string;
  target: Target;
  measured: Stats;
  pass: boolean;
}

export class Verdicts {
  private readonly list: Verdict[] = [];

  /** Records a judged figure and returns its "(target < N ms: PASS)" suffix for the detail line. */
  judge(label: string, target: Target, measured: Stats): string {
    const pass = measured.median < target.limitMs;
    this.list.push({ label, target, measured, pass });
    return `(target < ${target.limitMs} ms: ${pass ? 'PASS' : 'FAIL'})`;
  }

  get failed(): Verdict[] {
    return this.list.filter((v) => !v.pass);
  }

  /** The summary table: one line per judged figure. */
  report(): string[] {
    const width = Math.max(...this.list.map((v) => v.label.length));
    return [
      'Targets (median of the runs; p95 in brackets):',
      ...this.list.map(
        (v) =>
          `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.label.padEnd(width)}  ${v.measured.median.toFixed(0).padStart(5)} ms` +
          ` (p95 ${v.measured.p95.toFixed(0)} ms)  target < ${v.target.limitMs} ms`,
      ),
      this.failed.length === 0 ? 'all targets met' : `${this.failed.length} target(s) missed`,
    ];
  }
}
