import { parentIdsOf } from './breadcrumbs';
import { tabCount, tabPathOf } from './tabs';

const A = '10000000-0000-4000-8000-000000000001';
const B = '10000000-0000-4000-8000-000000000002';
const C = '10000000-0000-4000-8000-000000000003';

describe('config detail helpers', () => {
  it('reads the parents from the dotted path, root first, without the item', () => {
    expect(parentIdsOf(`${A}.${B}.${C}`, C)).toEqual([A, B]);
    expect(parentIdsOf(`${A}.${B}`, C)).toEqual([A, B]);
    expect(parentIdsOf('', C)).toEqual([]);
    expect(parentIdsOf('not-an-id.x', C)).toEqual([]);
  });

  it('names the tab of a location and its count from the summary', () => {
    expect(tabPathOf(`/catalog/${A}`, A)).toBe('');
    expect(tabPathOf(`/catalog/${A}/relationships`, A)).toBe('relationships');
    const summary = { changes: 4, analysis: 2, relationships: 7, checks: 1, playbook_runs: 0 };
    expect(tabCount('insights', summary)).toBe(2);
    expect(tabCount('playbooks', summary)).toBe(0);
    expect(tabCount('incidents', summary)).toBeUndefined();
  });
});

describe('item properties', () => {
  it('keeps named properties with a text, value or safe links', async () => {
    const { itemProperties } = await import('./properties');
    expect(
      itemProperties([
        { name: 'cpu', value: 2, unit: 'cores' },
        { name: 'console', links: [{ label: 'AWS', url: 'https://console.aws' }, { url: 'javascript:alert(1)' }] },
        { name: 'empty' },
        'junk',
      ]),
    ).toEqual([
      { name: 'cpu', text: '2 cores', links: [] },
      { name: 'console', text: '', links: [{ label: 'AWS', url: 'https://console.aws' }] },
    ]);
    expect(itemProperties(null)).toEqual([]);
  });
});
