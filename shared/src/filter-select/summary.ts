import { DROPDOWN } from '@opsdeck/contracts';

/** A dropdown choice; `label` defaults to the value, `count` is how many rows carry it. */
export interface FilterOption {
  value: string;
  label?: string | undefined;
  count?: number | undefined;
}

/** Options given as plain strings or as FilterOption objects, as FilterOption objects. */
export function toFilterOptions(options: readonly (string | FilterOption)[]): FilterOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option } : option));
}

/** What a multi-select trigger shows: "All", the chosen values, or a count from four on. */
export function multiSelectSummary(value: readonly string[]): string {
  if (value.length === 0) return 'All';
  return value.length >= DROPDOWN.multiSelectCollapseAt ? `${value.length} selected` : value.join(', ');
}

/** What a tri-state trigger shows: the chosen values ("!" marks excludes), or a count from four on. */
export function selectionSummary(selection: Readonly<Record<string, number>>): string {
  const chosen = Object.entries(selection).filter(([, mode]) => mode === 1 || mode === -1);
  if (chosen.length === 0) return 'All';
  if (chosen.length >= DROPDOWN.multiSelectCollapseAt) return `${chosen.length} selected`;
  return chosen.map(([value, mode]) => (mode === -1 ? `!${value}` : value)).join(', ');
}
