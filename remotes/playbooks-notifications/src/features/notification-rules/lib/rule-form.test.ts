import type { Notification } from '@opsdeck/contracts';
import {
  EMPTY_RULE,
  isRuleDisabled,
  ruleFormValues,
  ruleRecipients,
  ruleWrite,
  toggledProperties,
  validateRuleForm,
} from './rule-form';

const RULE = {
  id: 'n1',
  name: 'check-failures',
  events: ['check.failed'],
  filter: "check.severity == 'critical'",
  title: 'Check {{.check.name}} failed',
  person_id: 'p1',
  person: { id: 'p1', name: 'Alice Admin' },
  team_id: 't1',
  team: { id: 't1', name: 'SRE' },
  custom_services: [{ name: 'hook', connection: 'connection://default/hook' }, { url: 'https://hooks.example/x' }],
  repeat_interval: '4h',
  properties: { priority: 'high' },
} as unknown as Notification;

describe('rule form', () => {
  it('round-trips a stored rule, keeping URL services the form does not show', () => {
    const values = ruleFormValues(RULE);
    expect(values).toMatchObject({
      personId: 'p1',
      teamId: 't1',
      connections: ['connection://default/hook'],
      repeatInterval: '4h',
    });
    expect(ruleWrite(values, RULE).custom_services).toEqual([
      { url: 'https://hooks.example/x' },
      { name: 'hook', connection: 'connection://default/hook' },
    ]);
  });

  it('requires a name, an event, a recipient, a filter that parses and a duration', () => {
    expect(validateRuleForm(EMPTY_RULE)).toEqual({
      name: 'name is required',
      events: 'at least one event is required',
      recipients: 'a recipient is required: a person, a team or a custom service',
    });
    const errors = validateRuleForm({
      ...EMPTY_RULE,
      name: 'x',
      events: ['check.failed'],
      personId: 'p1',
      filter: "check.name == 'a",
      repeatInterval: 'often',
    });
    expect(errors).toEqual({
      filter: 'filter is not a valid expression: unterminated string',
      repeatInterval: 'repeat interval must be a duration such as 30m or 4h',
    });
    expect(
      validateRuleForm({ ...EMPTY_RULE, name: 'x', events: ['check.failed'], connections: ['connection://default/hook'] }),
    ).toEqual({});
  });

  it('turns a rule off and on through its properties, keeping the others', () => {
    expect(isRuleDisabled(RULE)).toBe(false);
    const off = toggledProperties(RULE, false);
    expect(off).toEqual({ priority: 'high', disabled: 'true' });
    expect(isRuleDisabled({ properties: off })).toBe(true);
    expect(toggledProperties({ properties: off }, true)).toEqual({ priority: 'high' });
  });

  it('lists the recipients', () => {
    expect(ruleRecipients(RULE)).toEqual(['Alice Admin', 'team SRE', 'default/hook', 'https://hooks.example/x']);
  });
});
