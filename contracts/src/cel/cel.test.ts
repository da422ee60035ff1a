import { celMatches, celSyntaxError } from './cel';

const env = {
  check: { name: 'payments-api', type: 'http', severity: 'critical', status: 'unhealthy', labels: { team: 'payments' } },
  config: { name: 'node-1', type: 'AWS::EC2::Instance', tags: { namespace: 'payments' }, health: 'unhealthy' },
};

describe('celMatches', () => {
  it.each([
    ["check.severity in ['critical', 'high']", true],
    ["check.severity in ['low']", false],
    ["config.tags.namespace == 'payments'", true],
    ["config.tags.cluster == 'prod'", false],
    ["config.type.startsWith('AWS')", true],
    ["check.type == 'http' && check.status == 'unhealthy'", true],
    ["check.type == 'tcp' || check.labels.team == 'payments'", true],
    ["!(check.type == 'tcp')", true],
    ["check.name.matches('^pay.*api$')", true],
    ["check.name.contains('ment') && check.name.endsWith('api')", true],
    ['has(check.labels.team)', true],
    ['has(check.labels.owner)', false],
    ['size(check.name) > 5', true],
    ["check.labels['team'] == 'payments'", true],
    ["check.type == 'http' ? check.severity == 'critical' : false", true],
    ['1 + 2 * 3 == 7', true],
  ])('%s is %s', (expression, expected) => {
    expect(celMatches(expression, env)).toBe(expected);
  });

  it('treats a field of a missing object as null, not an error', () => {
    expect(celMatches("incident.severity == 'high'", env)).toBe(false);
  });
});

describe('celSyntaxError', () => {
  it('accepts a valid expression and explains an invalid one', () => {
    expect(celSyntaxError("check.name == 'x'")).toBeNull();
    expect(celSyntaxError("check.name == 'x")).toBe('unterminated string');
    expect(celSyntaxError('check.name ==')).toBe('unexpected end of expression');
    expect(celSyntaxError('check.name $ 1')).toMatch(/unexpected character/);
  });
});
