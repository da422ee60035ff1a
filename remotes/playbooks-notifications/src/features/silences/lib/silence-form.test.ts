import { VALIDATION } from '@opsdeck/contracts';
import { initialSilenceForm, preselectedResource, silenceRequest, SILENCE_MESSAGES, validateSilenceForm } from './silence-form';
import { silencedResource, silenceState } from './silence-row';

const NOW = new Date('2026-08-21T10:00:00Z');
const check = { kind: 'checks' as const, id: 'k1', name: 'api-health' };

describe('silence form', () => {
  it('defaults: from now, for one hour, named after the resource', () => {
    expect(initialSilenceForm(check)).toMatchObject({ name: 'api-health', from: 'now', untilMode: 'duration', duration: '1h' });
    expect(silenceRequest(initialSilenceForm(check), NOW)).toEqual({
      name: 'api-health',
      from: 'now',
      until: 'now+1h',
      check_id: 'k1',
    });
  });

  it('adds the duration to an absolute start with ||, sent as an instant', () => {
    const values = { ...initialSilenceForm(check), from: '2026-08-22T08:00:00Z', duration: '4h' };
    expect(silenceRequest(values, NOW)).toMatchObject({
      from: '2026-08-22T08:00:00.000Z',
      until: '2026-08-22T08:00:00.000Z||+4h',
    });
  });

  it('validates the target, the name, from, the duration and the end time', () => {
    expect(validateSilenceForm(initialSilenceForm(), NOW)).toEqual({
      resource: SILENCE_MESSAGES.resourceOrFilter,
      name: VALIDATION.required,
    });
    const base = initialSilenceForm(check);
    expect(validateSilenceForm({ ...base, from: 'later', duration: '1 day' }, NOW)).toEqual({
      from: SILENCE_MESSAGES.invalidFrom,
      duration: SILENCE_MESSAGES.invalidDuration,
    });
    expect(validateSilenceForm({ ...base, untilMode: 'time', untilTime: '' }, NOW)).toEqual({ untilTime: VALIDATION.required });
    expect(validateSilenceForm({ ...base, untilMode: 'time', untilTime: '2020-01-01T00:00' }, NOW)).toEqual({
      untilTime: SILENCE_MESSAGES.untilAfterFrom,
    });
    expect(validateSilenceForm({ ...base, untilMode: 'indefinitely', duration: '' }, NOW)).toEqual({});
  });

  it('preselects from check_id, component_id or config_id', () => {
    expect(preselectedResource(new URLSearchParams('check_id=k1&name=api'))).toEqual({ kind: 'checks', id: 'k1', name: 'api' });
    expect(preselectedResource(new URLSearchParams('component_id=c1'))).toEqual({ kind: 'components', id: 'c1' });
    expect(preselectedResource(new URLSearchParams('config_id=x'))).toEqual({ kind: 'configs', id: 'x' });
    expect(preselectedResource(new URLSearchParams('name=x'))).toBeNull();
  });
});

describe('silence rows', () => {
  it('is active until its end passes; without an end it stays active', () => {
    expect(silenceState({ until: null }, NOW)).toBe('active');
    expect(silenceState({ until: '2026-08-21T11:00:00Z' }, NOW)).toBe('active');
    expect(silenceState({ until: '2026-08-21T10:00:00Z' }, NOW)).toBe('expired');
  });

  it('links the resource to its page', () => {
    expect(silencedResource({ id: 's', check_id: 'k1', checks: { id: 'k1', name: 'api' } })?.href).toBe(
      '/health?checkId=k1&timeRange=1h',
    );
    expect(silencedResource({ id: 's', config_id: 'c1' })).toEqual({ kind: 'Config', id: 'c1', name: 'c1', href: '/catalog/c1' });
    expect(silencedResource({ id: 's', component_id: 'x' })?.href).toBe('/topology/x');
    expect(silencedResource({ id: 's', filter: 'true' })).toBeNull();
  });
});
