import { itemScore, matchScore, rankItems, type PaletteItem } from './rank';

const page = (label: string, to: string, keywords?: string[]): PaletteItem => ({
  key: `page:${to}`,
  kind: 'page',
  label,
  detail: to,
  action: { type: 'navigate', to },
  ...(keywords ? { keywords } : {}),
});
const command = (label: string, id: string, keywords?: string[]): PaletteItem => ({
  key: `command:${id}`,
  kind: 'command',
  label,
  action: { type: 'command', contribution: id },
  ...(keywords ? { keywords } : {}),
});
const resource = (label: string, id: string, kind: PaletteItem['kind'] = 'configs'): PaletteItem => ({
  key: `${kind}:${id}`,
  kind,
  label,
  action: { type: 'navigate', to: `/catalog/${id}` },
  fromServer: true,
});
const labels = (items: PaletteItem[]) => items.map((item) => item.label);

describe('matchScore', () => {
  it('orders exact, prefix, word prefix, substring and scattered letters', () => {
    const exact = matchScore('health', 'Health')!;
    const prefix = matchScore('heal', 'Health')!;
    const wordPrefix = matchScore('hist', 'Jobs History')!;
    const substring = matchScore('story', 'Jobs History')!;
    const scattered = matchScore('jbh', 'Jobs History')!;
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(wordPrefix);
    expect(wordPrefix).toBeGreaterThan(substring);
    expect(substring).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(0);
  });

  it('ignores case and accents, and rejects letters out of order', () => {
    expect(matchScore('CAFE', 'café')).toBe(1000);
    expect(matchScore('zq', 'Health')).toBeUndefined();
    expect(matchScore('htlaeh', 'Health')).toBeUndefined();
  });

  it('prefers the shorter text among prefixes and the earlier substring', () => {
    expect(matchScore('inc', 'Incidents')!).toBeGreaterThan(matchScore('inc', 'Incident rules and more')!);
    expect(matchScore('ory', 'Story')!).toBeGreaterThan(matchScore('ory', 'Inventory')!);
  });
});

describe('itemScore', () => {
  it('matches keywords a little less than the label, and the detail less still', () => {
    const byLabel = itemScore('silence', command('Silence', 'silence'))!;
    const byKeyword = itemScore('silence', command('Mute notifications', 'mute', ['silence']))!;
    const byDetail = itemScore('silences', page('Silences list', '/notifications/silences'))!;
    expect(byLabel).toBeGreaterThan(byKeyword);
    expect(byKeyword).toBeGreaterThan(0);
    expect(byDetail).toBeGreaterThan(0);
  });

  it('finds items by every word of the query in any order', () => {
    expect(itemScore('incident new', command('New incident', 'new-incident'))).toBeGreaterThan(0);
    expect(itemScore('incident zebra', command('New incident', 'new-incident'))).toBeUndefined();
  });

  it('keeps what the server found even when the text matches another field', () => {
    expect(itemScore('type=Kubernetes::Pod', resource('nginx-7c', '1'))).toBe(50);
    expect(itemScore('type=Kubernetes::Pod', page('Health', '/health'))).toBeUndefined();
  });
});

describe('rankItems', () => {
  const items = [
    page('Health', '/health'),
    page('Incidents', '/incidents'),
    page('Jobs History', '/settings/jobs'),
    command('New incident', 'incidents:new-incident'),
    command('Run playbook...', 'playbooks:run-playbook'),
    resource('incident-responder', 'abc'),
  ];

  it('lists everything in the given order without a query', () => {
    expect(labels(rankItems('', items))).toEqual(labels(items));
  });

  it('ranks the best match first and drops what does not match', () => {
    expect(labels(rankItems('inci', items))).toEqual(['Incidents', 'incident-responder', 'New incident']);
    // The resource stays: the server found it for the same text.
    expect(labels(rankItems('run', items))).toEqual(['Run playbook...', 'incident-responder']);
    expect(labels(rankItems('zzz', items.slice(0, 5)))).toEqual([]);
  });

  it('puts a command before a page of equal match, and a page before a resource', () => {
    const tied = [resource('Deploy', 'r'), page('Deploy', '/deploy'), command('Deploy', 'c:deploy')];
    expect(rankItems('deploy', tied).map((item) => item.kind)).toEqual(['command', 'page', 'configs']);
  });

  it('shows a destination once, under its better score', () => {
    const recent: PaletteItem = { ...page('Health', '/health'), key: 'recent:/health', kind: 'recent' };
    const ranked = rankItems('health', [page('Health', '/health'), recent]);
    expect(ranked).toHaveLength(1);
    expect(ranked[0]!.kind).toBe('recent');
  });

  it('stops at the limit', () => {
    expect(rankItems('', items, 2)).toHaveLength(2);
  });
});
