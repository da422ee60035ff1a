import { z } from 'zod/mini';
import { incidentRuleSpecSchema } from './incident-rules';

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
