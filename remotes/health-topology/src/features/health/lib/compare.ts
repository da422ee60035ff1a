/**
 * One collator for every text comparison of the list: `localeCompare` with options builds a new
 * collator per call, which made sorting 10,000 rows take over 100 ms.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const compareText = (a: string, b: string): number => collator.compare(a, b);
