// POST /resources/search: duty's SearchResourcesRequest and its answer (reference 5.4).
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { maybe, stringMapSchema, timestampSchema } from './common';

/** Path under the API base (the browser calls /api/resources/search). */
export const RESOURCE_SEARCH_PATH = '/resources/search';

/** The kinds a search may ask for, in the order the answer lists them. */
export const RESOURCE_SEARCH_KINDS = [
  'configs',
  'checks',
  'canaries',
  'components',
  'config_changes',
  'config_analysis',
  'playbooks',
  'connections',
] as const;
export type ResourceSearchKind = (typeof RESOURCE_SEARCH_KINDS)[number];

/**
 * Results per kind when neither the selector nor the request sets a limit, and the most a kind
 * answers whatever the request asks (a larger limit is capped, zero or less means the default).
 */
export const RESOURCE_SEARCH_DEFAULT_LIMIT = 50;
export const RESOURCE_SEARCH_MAX_LIMIT = 1000;

/**
 * duty's ResourceSelector. String fields take duty's filter values: a comma list means any of,
 * `!x` excludes, `x*` / `*x` are prefix / suffix matches. `search` is duty's query language
 * (`name=web* type=Kubernetes::Deployment health=healthy,unhealthy`, bare words match the name,
 * space-separated terms are ANDed, `;` separates OR'ed queries).
 */
export const resourceSelectorSchema = z.looseObject({
  id: maybe(z.string()),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  /** An agent id, an agent name, "self"/"local" (the local agent) or "all"; absent = the local agent. */
  agent: maybe(z.string()),
  /** The parent: the canary of checks, the topology of components, the scraper of configs, the config of changes. */
  scope: maybe(z.string()),
  /** Cache directive of duty (`no-cache`, `no-store`, `max-age=10m`); accepted, not acted on. */
  cache: maybe(z.string()),
  search: maybe(z.string()),
  limit: maybe(z.int()),
  includeDeleted: maybe(z.boolean()),
  /** Kubernetes-style selector over tags (configs): `k=v,k!=v,k,!k,k in (a,b)`. */
  tagSelector: maybe(z.string()),
  /** Kubernetes-style selector over labels. */
  labelSelector: maybe(z.string()),
  /** Kubernetes-style selector over properties. */
  fieldSelector: maybe(z.string()),
  health: maybe(z.string()),
  types: maybe(z.array(z.string())),
  statuses: maybe(z.array(z.string())),
});
export type ResourceSelector = z.infer<typeof resourceSelectorSchema>;

const selectors = maybe(z.array(resourceSelectorSchema));

export const searchResourcesRequestSchema = z.looseObject({
  /** Results per kind (a selector's own limit wins). */
  limit: maybe(z.int()),
  /** Adds created_at, updated_at and deleted_at to every result. */
  timestamps: maybe(z.boolean()),
  configs: selectors,
  checks: selectors,
  canaries: selectors,
  components: selectors,
  config_changes: selectors,
  config_analysis: selectors,
  playbooks: selectors,
  connections: selectors,
});
export type SearchResourcesRequest = z.infer<typeof searchResourcesRequestSchema>;

/** One result: duty's SelectedResource. */
export const selectedResourceSchema = z.looseObject({
  id: z.string(),
  /** Agent uuid (the nil uuid for the local agent). */
  agent: maybe(z.string()),
  icon: maybe(z.string()),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  /** Config or check type; the change type of config_changes, the analysis type of config_analysis. */
  type: maybe(z.string()),
  /** Tags for configs, labels for canaries, components and checks. */
  tags: maybe(stringMapSchema),
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
  deleted_at: maybe(timestampSchema),
  health: maybe(z.string()),
  status: maybe(z.string()),
  severity: maybe(z.string()),
});
export type SelectedResource = z.infer<typeof selectedResourceSchema>;
/** Earlier names of the result item. */
export const searchResultSchema = selectedResourceSchema;
export type SearchResult = SelectedResource;

const results = maybe(z.array(selectedResourceSchema));

/** Kinds without results are omitted. */
export const searchResourcesResponseSchema = z.looseObject({
  configs: results,
  checks: results,
  canaries: results,
  components: results,
  config_changes: results,
  config_analysis: results,
  playbooks: results,
  connections: results,
});
export type SearchResourcesResponse = z.infer<typeof searchResourcesResponseSchema>;

/** POST /resources/search through an API client (base URL /api), with the answer validated; an empty body is no results. */
export async function searchResources(
  client: AxiosInstance,
  request: SearchResourcesRequest,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResourcesResponse> {
  const response = await client.post<unknown>(RESOURCE_SEARCH_PATH, request, { signal: options.signal });
  return searchResourcesResponseSchema.parse(response.data || {});
}
