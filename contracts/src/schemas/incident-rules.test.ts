import { describeIncidentRuleSpecProblem, incidentRuleSpecProblems } from './incident-rules';

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
