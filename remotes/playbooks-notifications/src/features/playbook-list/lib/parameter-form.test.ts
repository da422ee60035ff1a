import { PARAMETER_MESSAGES, type PlaybookParameter } from '@opsdeck/contracts';
import { formErrors, initialValues, joinBytes, joinMillicores, bytesParts, requestParams } from './parameter-form';

const p = (param: Partial<PlaybookParameter> & { name: string }): PlaybookParameter => param as PlaybookParameter;

describe('parameter form values', () => {
  it('starts from the defaults, false for checkboxes, and sends only what is filled', () => {
    const params = [
      p({ name: 'a', default: 'x' }),
      p({ name: 'b', type: 'checkbox' }),
      p({ name: 'c', type: 'checkbox', default: 'true' }),
      p({ name: 'd' }),
    ];
    const values = initialValues(params);
    expect(values).toEqual({ a: 'x', b: 'false', c: 'true', d: '' });
    expect(requestParams(params, values)).toEqual({ a: 'x', b: 'false', c: 'true' });
  });

  it('joins bytes with their unit (Mi by default) and millicores with m', () => {
    expect(joinBytes('512', 'Gi')).toBe('512Gi');
    expect(joinBytes(' ', 'Gi')).toBe('');
    expect(bytesParts('')).toEqual({ amount: '', unit: 'Mi' });
    expect(bytesParts('2Ti')).toEqual({ amount: '2', unit: 'Ti' });
    expect(joinMillicores('250')).toBe('250m');
  });

  it.each<[Partial<PlaybookParameter>, string, string | undefined]>([
    [{ required: true }, '', PARAMETER_MESSAGES.required],
    [{}, '', undefined],
    [{ properties: { min: 1 } }, 'abc', PARAMETER_MESSAGES.mustBeNumber],
    [{ properties: { min: 1 } }, '0', PARAMETER_MESSAGES.min(1)],
    [{ properties: { max: '10' } }, '11', PARAMETER_MESSAGES.max(10)],
    [{ properties: { min: 1, max: 10 } }, '10', undefined],
    [{ properties: { minLength: 3 } }, 'ab', PARAMETER_MESSAGES.minLength(3)],
    [{ properties: { maxLength: 3 } }, 'abcd', PARAMETER_MESSAGES.maxLength(3)],
    [{ properties: { regex: '^v[0-9]+$' } }, 'x1', PARAMETER_MESSAGES.regex('^v[0-9]+$')],
    [{ properties: { regex: '^v[0-9]+$' } }, 'v12', undefined],
    [{ properties: { format: 'dns1123' } }, 'My_Name', PARAMETER_MESSAGES.dns1123],
    [{ properties: { format: 'dns1123' } }, 'my-name.a1', undefined],
    [{ properties: { format: 'bytes', max: 1024 } }, '2048Mi', PARAMETER_MESSAGES.max(1024)],
    [{ properties: { format: 'bytes' } }, 'lotsGi', PARAMETER_MESSAGES.mustBeNumber],
    [{ properties: { format: 'bytes' } }, '5Gi', undefined],
    [{ properties: { format: 'millicores', min: 100 } }, '50m', PARAMETER_MESSAGES.min(100)],
    [{ properties: { format: 'millicores' } }, 'xm', PARAMETER_MESSAGES.mustBeNumber],
    [{ type: 'list', properties: { options: [{ label: 'A', value: 'a' }] } }, 'b', PARAMETER_MESSAGES.option],
    [{ type: 'checkbox', required: true }, 'false', undefined],
    [{ type: 'config', required: true }, '', PARAMETER_MESSAGES.required],
  ])('%j with %j -> %s', (param, value, message) => {
    expect(formErrors([p({ name: 'x', ...param })], { x: value })).toEqual(message ? { x: message } : {});
  });
});
