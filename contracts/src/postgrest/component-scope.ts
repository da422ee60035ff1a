// Lists narrowed to one component (the badges of a topology card link to such lists).
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { fetchRows } from './fetch';
import { from } from './query';

/** More checks than a component ever has; keeps the answer bounded. */
export const COMPONENT_CHECKS_LIMIT = 500;

const nameRowSchema = z.object({ name: z.nullish(z.string()) });
const checkRowSchema = z.object({ id: z.string() });

/**
 * The component's name for a filter chip; undefined when unknown or not readable (the name is a
 * courtesy: a reader denied topology still gets the narrowed list).
 */
export async function fetchComponentName(client: AxiosInstance, componentId: string, signal?: AbortSignal) {
  const query = from('components').select('name').eq('id', componentId).limit(1);
  const rows = await fetchRows(client, query, nameRowSchema, { signal }).catch(() => []);
  return rows[0]?.name ?? undefined;
}

/** GET /db/checks_by_component (the reference's view): the ids of the component's checks. */
export async function fetchComponentCheckIds(
  client: AxiosInstance,
  componentId: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = from('checks_by_component').select('id').eq('component_id', componentId).limit(COMPONENT_CHECKS_LIMIT);
  const rows = await fetchRows(client, query, checkRowSchema, { signal });
  return [...new Set(rows.map((row) => row.id))];
}

/**
 * Filter-only joins that narrow a list to one component under their own name, so the list's own
 * embeds (an incident's evidence counts) stay whole. Add `embed` to the select and filter
 * `<path>.component_id=eq.<id>`.
 */
export const COMPONENT_SCOPE_JOINS = {
  /** incident_summary: incidents with evidence on the component, as incidents_by_component. */
  incidents: { embed: 'component_scope:hypotheses!inner(evidences!inner())', path: 'component_scope.evidences' },
  /** config_analysis_items: insights of configs related to the component, as analysis_by_component (add deleted_at=is.null). */
  insights: {
    embed: 'component_scope:config_items!inner(config_component_relationships!inner())',
    path: 'component_scope.config_component_relationships',
  },
} as const;
