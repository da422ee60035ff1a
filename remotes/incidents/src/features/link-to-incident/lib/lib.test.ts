import { VALIDATION } from '@opsdeck/contracts';
import { evidenceTarget } from './evidence';
import {
  DEFAULT_SEVERITY,
  DEFAULT_TYPE,
  initialLinkForm,
  SEVERITY_OPTIONS,
  TYPE_OPTIONS,
  validateLinkForm,
  type LinkFormValues,
} from './link-form';

describe('evidenceTarget', () => {
  it('maps each resource kind to its evidence type and column', () => {
    expect(evidenceTarget({ kind: 'check', id: 'c1', name: 'api' })).toEqual({
      type: 'check',
      columns: { check_id: 'c1' },
      evidence: { check_id: 'c1', name: 'api' },
    });
    expect(evidenceTarget({ kind: 'config', id: 'k1' })).toEqual({
      type: 'config',
      columns: { config_id: 'k1' },
      evidence: { config_id: 'k1' },
    });
    expect(evidenceTarget({ kind: 'component', id: 't1' })?.columns).toEqual({ component_id: 't1' });
    expect(evidenceTarget({ kind: 'component', id: 't1' })?.type).toBe('topology');
  });

  it('records the config item of a change or an insight', () => {
    expect(evidenceTarget({ kind: 'config_change', id: 'ch1', configId: 'k1' })).toMatchObject({
      type: 'config_change',
      columns: { config_change_id: 'ch1', config_id: 'k1' },
    });
    expect(evidenceTarget({ kind: 'config_insight', id: 'a1', configId: 'k1' })).toMatchObject({
      type: 'config_analysis',
      columns: { config_analysis_id: 'a1', config_id: 'k1' },
    });
    expect(evidenceTarget({ kind: 'config_insight', id: 'a1' })?.columns).toEqual({ config_analysis_id: 'a1' });
  });

  it('has nothing for kinds that cannot be evidence', () => {
    expect(evidenceTarget({ kind: 'incident', id: 'i1' })).toBeUndefined();
    expect(evidenceTarget({ kind: 'playbook_run', id: 'r1' })).toBeUndefined();
  });
});

describe('link form', () => {
  const form = (patch: Partial<LinkFormValues>): LinkFormValues => ({ ...initialLinkForm(), ...patch });
  const existing = { kind: 'existing', id: 'i1', title: 'Checkout down' } as const;
  const created = { kind: 'new', title: 'Checkout down' } as const;

  it('defaults to type availability and severity Low', () => {
    expect([DEFAULT_TYPE, DEFAULT_SEVERITY]).toEqual(['availability', 'low']);
    expect(SEVERITY_OPTIONS.find((o) => o.value === DEFAULT_SEVERITY)?.label).toBe('Low');
    expect(SEVERITY_OPTIONS.map((o) => o.value)).toEqual(['info', 'warning', 'low', 'medium', 'high', 'critical', 'blocker']);
    expect(TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Cost',
      'Availability',
      'Performance',
      'Security',
      'Integration',
      'Compliance',
      'Technical Debt',
      'Reliability',
    ]);
  });

  it('needs an incident, picked or typed', () => {
    expect(validateLinkForm(initialLinkForm())).toEqual({ incident: VALIDATION.selectOrCreateIncident });
    expect(validateLinkForm(form({ incident: { kind: 'new', title: '   ' } }))).toEqual({
      incident: 'Must select or create an incident',
    });
  });

  it('needs a hypothesis for an existing incident', () => {
    expect(validateLinkForm(form({ incident: existing }))).toEqual({ hypothesis: 'Must select or create a hypothesis' });
    expect(validateLinkForm(form({ incident: existing, hypothesis: { kind: 'new', title: '' } }))).toEqual({
      hypothesis: 'Must select or create a hypothesis',
    });
    expect(validateLinkForm(form({ incident: existing, hypothesis: { kind: 'new', title: 'Bad deploy' } }))).toEqual({});
    expect(
      validateLinkForm(
        form({ incident: existing, hypothesis: { kind: 'existing', id: 'h1', title: 'x' }, type: '', severity: '' }),
      ),
    ).toEqual({});
  });

  it('needs a type and a severity for a new incident', () => {
    expect(validateLinkForm(form({ incident: created }))).toEqual({});
    expect(validateLinkForm(form({ incident: created, severity: '', type: '' }))).toEqual({
      severity: 'Please select incident severity',
      type: 'Please select an incident type',
    });
    expect(validateLinkForm(form({ incident: created, type: 'nonsense' }))).toEqual({ type: VALIDATION.selectIncidentType });
    expect(validateLinkForm(form({ incident: created, severity: 'warning' }))).toEqual({});
  });
});
