import { createApiClient } from '../http/client';
import { createFakeAdapter } from '../http/testing';
import {
  RESOURCE_SEARCH_KINDS,
  searchResources,
  searchResourcesRequestSchema,
  searchResourcesResponseSchema,
} from './resource-search';

describe('resource search schemas', () => {
  it('accepts every selector kind and field of duty SearchResourcesRequest', () => {
    const selector = {
      id: 'x',
      name: 'web*',
      namespace: 'prod',
      agent: 'all',
      scope: 'prod/web',
      cache: 'no-cache',
      search: 'type=Kubernetes::Deployment health=healthy,unhealthy',
      limit: 5,
      includeDeleted: true,
      tagSelector: 'cluster=a',
      labelSelector: 'app!=web',
      fieldSelector: 'replicas=3',
      health: 'healthy',
      types: ['Kubernetes::Pod'],
      statuses: ['Running'],
    };
    const request = Object.fromEntries(RESOURCE_SEARCH_KINDS.map((kind) => [kind, [selector]]));
    const parsed = searchResourcesRequestSchema.parse({ limit: 10, timestamps: true, ...request });
    expect(parsed.limit).toBe(10);
    for (const kind of RESOURCE_SEARCH_KINDS) expect(parsed[kind]).toEqual([selector]);
  });

  it('refuses wrongly typed fields', () => {
    expect(searchResourcesRequestSchema.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(searchResourcesRequestSchema.safeParse({ limit: 1.5 }).success).toBe(false);
    expect(searchResourcesRequestSchema.safeParse({ configs: {} }).success).toBe(false);
    expect(searchResourcesRequestSchema.safeParse({ checks: [{ types: 'http' }] }).success).toBe(false);
    expect(searchResourcesRequestSchema.safeParse({ timestamps: 'yes' }).success).toBe(false);
  });

  it('reads results leniently: optional fields, tags as strings', () => {
    const parsed = searchResourcesResponseSchema.parse({
      configs: [
        {
          id: 'c1',
          agent: '00000000-0000-0000-0000-000000000000',
          name: 'web',
          namespace: 'prod',
          type: 'Kubernetes::Deployment',
          tags: { replicas: 3 },
        },
      ],
      checks: [{ id: 'k1', name: 'ping', namespace: '', type: 'http', health: 'healthy' }],
    });
    expect(parsed.configs?.[0]?.tags).toEqual({ replicas: '3' });
    expect(parsed.components).toBeUndefined();
  });
});

describe('searchResources', () => {
  it('posts the request to /resources/search and validates the answer', async () => {
    const adapter = createFakeAdapter(() => ({ data: { checks: [{ id: 'k1', name: 'ping', type: 'http' }] } }));
    const client = createApiClient({ adapter });
    const answer = await searchResources(client, { checks: [{ agent: 'all', search: 'ping' }] });
    expect(answer.checks?.map((item) => item.name)).toEqual(['ping']);
    expect(adapter.requests[0]?.method).toBe('post');
    expect(adapter.requests[0]?.url).toBe('/resources/search');
    expect(JSON.parse(adapter.requests[0]?.data as string)).toEqual({ checks: [{ agent: 'all', search: 'ping' }] });
  });

  it('treats an empty body as no results', async () => {
    const client = createApiClient({ adapter: createFakeAdapter(() => ({ data: '' })) });
    await expect(searchResources(client, {})).resolves.toEqual({});
  });
});
