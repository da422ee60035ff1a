import { PLAYBOOK_RUN_POLL_MS, type PlaybookRunAction } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { runActionsOptions } from './runActions';

const action = (status: string) => ({ id: status, name: status, status }) as unknown as PlaybookRunAction;
const intervalFor = (live: boolean, data: PlaybookRunAction[] | undefined, pollMs?: number | false) => {
  const { refetchInterval } = runActionsOptions({} as AxiosInstance, 'run-1', live, pollMs);
  return typeof refetchInterval === 'function' ? refetchInterval({ state: { data } } as never) : refetchInterval;
};

describe('run actions polling', () => {
  it('polls while the run is active', () => {
    expect(intervalFor(true, [action('completed')])).toBe(PLAYBOOK_RUN_POLL_MS);
  });

  it('keeps polling a finished run while one of its actions still runs (a cancel being carried out)', () => {
    expect(intervalFor(false, [action('completed'), action('running')])).toBe(PLAYBOOK_RUN_POLL_MS);
  });

  it('stops once the run is finished and no action runs', () => {
    expect(intervalFor(false, [action('completed'), action('failed')])).toBe(false);
    expect(intervalFor(false, undefined)).toBe(false);
  });

  it('does not poll while the console’s live updates push action changes', () => {
    expect(intervalFor(true, [action('running')], false)).toBe(false);
  });
});
