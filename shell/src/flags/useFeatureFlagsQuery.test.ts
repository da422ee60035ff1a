import axios, { type InternalAxiosRequestConfig } from 'axios';
import { fetchFeatureFlagProperties } from './useFeatureFlagsQuery';

function apiAnswering(data: unknown) {
  const urls: string[] = [];
  const api = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      urls.push(config.url ?? '');
      return { status: 200, statusText: 'OK', headers: {}, config, data };
    },
  });
  return { api, urls };
}

describe('fetchFeatureFlagProperties', () => {
  it('asks for the name and value of every <feature>.disable property and keeps just those', async () => {
    const { api, urls } = apiAnswering([{ name: 'incidents.disable', value: 'true', created_at: '2024-01-01' }]);
    await expect(fetchFeatureFlagProperties(api)).resolves.toEqual([{ name: 'incidents.disable', value: 'true' }]);
    expect(urls).toEqual(['/db/properties?select=name%2Cvalue&name=like.*.disable']);
  });

  it.each([
    ['not a list', { name: 'incidents.disable' }, /\(Invalid input(: expected array, received object)?\)$/],
    [
      'a row without value',
      [{ name: 'incidents.disable' }],
      /\(0\.value: Invalid input(: expected string, received undefined)?\)$/,
    ],
    [
      'a value that is not text',
      [{ name: 'incidents.disable', value: true }],
      /\(0\.value: Invalid input(: expected string, received boolean)?\)$/,
    ],
  ])('refuses an answer that is %s with a clear error', async (_what, data, reason) => {
    const failure = fetchFeatureFlagProperties(apiAnswering(data).api);
    await expect(failure).rejects.toThrow(/^The feature flags from \/db\/properties are not valid /);
    await expect(failure).rejects.toThrow(reason);
  });
});
