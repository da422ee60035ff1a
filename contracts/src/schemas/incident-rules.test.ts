import { z } from 'zod/mini';
import { describeIncidentRuleSpecProblem, incidentRuleSpecProblems, incidentRuleSpecSchema } from './incident-rules';

const base = { checks: [{ name: 'api-*' }] };
const issues = (spec: object) => {
  const parsed = z.safeParse(incidentRuleSpecSchema, spec);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('incidentRuleSpecSchema: hours, owner and responders', () => {
  it('accepts UTC windows of the day, negated or past midnight', () => {
    expect(
      issues({
        ...base,
        hoursOfOperation: [
          { start: '09:00', end: '17:30' },
          { start: '22:00:00', end: '6:00', negate: true },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a window time that is no time of day', () => {
    expect(issues({ ...base, hoursOfOperation: [{ start: '9am', end: '24:00' }] })).toEqual([
      'hoursOfOperation.0.start: a time of day in UTC such as 09:00 or 17:30',
      'hoursOfOperation.0.end: a time of day in UTC such as 09:00 or 17:30',
    ]);
  });

  it("takes people, teams and Mission Control's external responders, and autoAssignOwner", () => {
    expect(
      issues({
        ...base,
        autoAssignOwner: true,
        responders: { people: ['oncall@example.com'], teams: ['SRE', {}], email: [{ to: 'ops@example.com' }] },
      }),
    ).toEqual([]);
    expect(issues({ ...base, responders: { people: [''] } })).toHaveLength(1);
    expect(issues({ ...base, responders: ['SRE'] })).toHaveLength(1);
  });
});

describe('incidentRuleSpecProblems', () => {
  it('accepts a rule that selects components or checks', () => {
    expect(incidentRuleSpecProblems({ components: [{ types: ['Database'] }], template: { severity: 'high' } })).toEqual([]);
    expect(incidentRuleSpecProblems({ checks: [{ name: 'web-*' }], filter: { age: '5m' } })).toEqual([]);
  });

  it('asks for a selection when the rule selects nothing', () => {
    expect(incidentRuleSpecProblems({})).toEqual([
      { path: [], message: 'select at least one component or check (spec.components or spec.checks)' },
    ]);
  });

  it('names each bad field with its path and a readable reason', () => {
    const problems = incidentRuleSpecProblems({
      components: [{ labelSelector: 'nope' }],
      template: { severity: 'huge' },
      filter: { age: 'soon' },
      priority: 1.5,
      autoResolve: 3,
    });
    expect(problems.map(describeIncidentRuleSpecProblem)).toEqual([
      'components[0].labelSelector: key=value pairs separated by commas',
      'template.severity: must be one of low, medium, high, critical, blocker',
      'filter.age: a duration such as 30s, 5m or 1h',
      'priority: must be a whole number',
      'autoResolve: must be a mapping',
    ]);
    expect(problems[0]!.path).toEqual(['components', 0, 'labelSelector']);
  });

  it('refuses a spec that is not a mapping', () => {
    expect(incidentRuleSpecProblems([]).map(describeIncidentRuleSpecProblem)).toEqual(['must be a mapping']);
  });
});
