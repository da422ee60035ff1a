import { HEALTH_CHECK_TYPES } from '@opsdeck/contracts';
import { checkSpec } from '@opsdeck/shared/resource-editor';
import { applicableValues, canarySpec, fieldApplies, healthCheckErrors, healthCheckSpecProblems } from './health-check';

const type = (name: string) => HEALTH_CHECK_TYPES.find((entry) => entry.type === name)!;

describe('health-check rules', () => {
  it.each([
    ['http', ['name', 'url']],
    ['icmp', ['endpoint']],
    ['tcp', ['name', 'endpoint']],
    ['redis', ['addr']],
    ['elasticsearch', ['url', 'index', 'query']],
    ['folder', ['name', 'path']],
  ])('%s requires %j', (name, required) => {
    expect(Object.keys(healthCheckErrors(type(name), {})).sort()).toEqual([...required].sort());
  });

  it('wants numbers of 0 or more for thresholds, packet counts, expected results and max SSL expiry', () => {
    expect(healthCheckErrors(type('http'), { name: 'a', url: 'b', thresholdMillis: '-1', maxSSLExpiry: 'x' })).toEqual({
      thresholdMillis: 'This field must be 0 or more',
      maxSSLExpiry: 'This field must be a number',
    });
    expect(healthCheckErrors(type('icmp'), { endpoint: 'h', packetCount: '0' })).toEqual({});
    expect(healthCheckErrors(type('elasticsearch'), { url: 'u', index: 'i', query: 'q', results: '-3' })).toEqual({
      results: 'This field must be 0 or more',
    });
  });

  it('builds the canary spec of one check on the chosen schedule', () => {
    expect(
      canarySpec(type('http'), { name: 'api', url: 'http://x', responseCodes: '200', thresholdMillis: '500' }, '@every 1m'),
    ).toEqual({
      schedule: '@every 1m',
      http: [{ name: 'api', url: 'http://x', responseCodes: [200], thresholdMillis: 500 }],
    });
  });

  it('reports the problems of a spec edited as YAML, at their paths', () => {
    const problems = healthCheckSpecProblems({ http: [{ name: 'a' }], tcp: 'x', dns: [{}] });
    expect(problems).toEqual([
      { path: ['http', 0, 'url'], message: 'This field is required' },
      { path: ['tcp'], message: 'must be a list of checks' },
    ]);
    expect(checkSpec({ value: { http: [{ name: 'a' }] } }, healthCheckSpecProblems)).toMatchObject({
      ok: false,
      errors: ['http[0].url: This field is required'],
    });
  });

  it('asks for a body only with POST or PUT, and refuses one with another method', () => {
    const http = type('http');
    const body = http.fields.find((field) => field.key === 'body')!;
    expect(fieldApplies(body, {})).toBe(false);
    expect(fieldApplies(body, { method: 'GET' })).toBe(false);
    expect(fieldApplies(body, { method: 'POST' })).toBe(true);
    expect(fieldApplies(body, { method: 'put' })).toBe(true);
    expect(fieldApplies(body, { method: 'DELETE' })).toBe(false);
    expect(healthCheckErrors(http, { name: 'a', url: 'b', body: '{}' })).toEqual({
      body: 'A body is allowed only for POST and PUT',
    });
    expect(healthCheckErrors(http, { name: 'a', url: 'b', method: 'POST', body: '{}' })).toEqual({});
    // The form drops a body typed for POST once GET is chosen, and the check is sent without it.
    const values = { name: 'a', url: 'b', method: 'GET', body: '{}' };
    expect(healthCheckErrors(http, applicableValues(http, values))).toEqual({});
    expect(canarySpec(http, values, '@every 1m')).toEqual({
      schedule: '@every 1m',
      http: [{ name: 'a', url: 'b', method: 'GET' }],
    });
    expect(canarySpec(http, { ...values, method: 'PUT' }, '@every 1m').http).toEqual([
      { name: 'a', url: 'b', method: 'PUT', body: '{}' },
    ]);
    expect(healthCheckSpecProblems({ http: [{ name: 'a', url: 'b', method: 'DELETE', body: 'x' }] })).toEqual([
      { path: ['http', 0, 'body'], message: 'A body is allowed only for POST and PUT' },
    ]);
  });
});
