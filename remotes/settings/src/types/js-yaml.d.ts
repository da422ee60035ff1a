// The part of js-yaml this remote uses (the package ships no types; @types/js-yaml is a dev
// dependency of the kit and the backend only).
declare module 'js-yaml' {
  export interface DumpOptions {
    noRefs?: boolean;
    lineWidth?: number;
    sortKeys?: boolean;
  }
  export function load(text: string): unknown;
  export function dump(value: unknown, options?: DumpOptions): string;
}
