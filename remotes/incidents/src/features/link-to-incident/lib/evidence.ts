import type { EvidenceType, ResourceKind, ResourceRef } from '@opsdeck/contracts';

/** The resource kinds evidence can point at, with the evidence type and column each one uses (reference 4.2). */
export const EVIDENCE_OF_KIND = {
  check: { type: 'check', column: 'check_id' },
  config: { type: 'config', column: 'config_id' },
  config_change: { type: 'config_change', column: 'config_change_id' },
  config_insight: { type: 'config_analysis', column: 'config_analysis_id' },
  component: { type: 'topology', column: 'component_id' },
} as const satisfies Partial<Record<ResourceKind, { type: EvidenceType; column: string }>>;

export type EvidenceKind = keyof typeof EVIDENCE_OF_KIND;
export const EVIDENCE_KINDS = Object.keys(EVIDENCE_OF_KIND) as EvidenceKind[];

export const isEvidenceKind = (kind: string): kind is EvidenceKind => Object.hasOwn(EVIDENCE_OF_KIND, kind);

/** The columns of an evidence row that say what it is about. */
export interface EvidenceTarget {
  type: EvidenceType;
  /** The resource's id column (check_id, config_id, ...) and, for a change or insight, its config item. */
  columns: Record<string, string>;
  /** Kept in the row's `evidence` JSON: what the resource was when it was attached. */
  evidence: Record<string, string>;
}

/** What an evidence row records for `resource`; undefined for kinds that cannot be evidence. */
export function evidenceTarget(resource: ResourceRef): EvidenceTarget | undefined {
  if (!isEvidenceKind(resource.kind)) return undefined;
  const { type, column } = EVIDENCE_OF_KIND[resource.kind];
  const columns: Record<string, string> = { [column]: resource.id };
  if (column !== 'config_id' && resource.configId && (resource.kind === 'config_change' || resource.kind === 'config_insight')) {
    columns.config_id = resource.configId;
  }
  const evidence: Record<string, string> = { [column]: resource.id };
  if (resource.name) evidence.name = resource.name;
  return { type, columns, evidence };
}
