import { compareText } from './compare';
import type { Dimension } from './params';
import type { HealthRow } from './model';

/** The local agent's name in lists. */
export const LOCAL_AGENT_LABEL = 'local';

/** A row's value for a dimension ('' when it has none). */
export function dimensionValue(row: HealthRow, dimension: Dimension, agentNames?: ReadonlyMap<string, string>): string {
  switch (dimension) {
    case 'none':
      return '';
    case 'canary_name':
      return row.canaryName;
    case 'namespace':
      return row.namespace;
    case 'type':
      return row.type;
    case 'agent':
      return row.agentId ? (agentNames?.get(row.agentId) ?? row.agentId) : LOCAL_AGENT_LABEL;
    default:
      return row.labels[dimension.slice('label:'.length)] ?? '';
  }
}

export function dimensionLabel(dimension: Dimension): string {
  switch (dimension) {
    case 'none':
      return 'None';
    case 'canary_name':
      return 'Canary';
    case 'namespace':
      return 'Namespace';
    case 'type':
      return 'Type';
    case 'agent':
      return 'Agent';
    default:
      return `Label: ${dimension.slice('label:'.length)}`;
  }
}

/** Label keys present on the rows, sorted. */
export function labelKeys(rows: readonly HealthRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.labels)) keys.add(key);
  return [...keys].sort(compareText);
}
