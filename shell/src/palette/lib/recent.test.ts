import { readRecent, recentItems, rememberRecent } from './recent';
import type { PaletteItem } from './rank';

const config = (name: string, id: string): PaletteItem => ({
  key: `configs:${id}`,
  kind: 'configs',
  label: name,
  detail: 'Kubernetes::Pod',
  action: { type: 'navigate', to: `/catalog/${id}` },
});

describe('recent palette entries', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps opened pages and resources newest first, once each, at most eight', () => {
    for (let n = 0; n < 10; n += 1) rememberRecent(config(`pod-${n}`, String(n)));
    rememberRecent(config('pod-3', '3'));
    const saved = readRecent();
    expect(saved).toHaveLength(8);
    expect(saved.map((entry) => entry.label).slice(0, 3)).toEqual(['pod-3', 'pod-9', 'pod-8']);
    expect(saved[0]).toEqual({ label: 'pod-3', detail: 'Kubernetes::Pod', to: '/catalog/3', kind: 'configs' });
  });

  it('does not remember commands, and a recent entry opened again keeps its kind', () => {
    rememberRecent({ key: 'command:x', kind: 'command', label: 'New incident', action: { type: 'command', contribution: 'x' } });
    expect(readRecent()).toEqual([]);
    rememberRecent(config('pod', '1'));
    const [row] = recentItems(readRecent());
    rememberRecent(row!);
    expect(readRecent()).toEqual([{ label: 'pod', detail: 'Kubernetes::Pod', to: '/catalog/1', kind: 'configs' }]);
  });

  it('leaves out malformed entries and survives garbage', () => {
    window.localStorage.setItem(
      'commandPaletteRecent',
      JSON.stringify([{ label: 'ok', to: '/health', kind: 'page' }, { to: 5 }]),
    );
    expect(readRecent()).toEqual([{ label: 'ok', to: '/health', kind: 'page' }]);
    window.localStorage.setItem('commandPaletteRecent', '{not json');
    expect(readRecent()).toEqual([]);
  });
});
