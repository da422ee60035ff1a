import { parseRemoteModule, ROUTES } from '@opsdeck/contracts';
import { remoteModule } from './module';

const mockPreloadCodeEditor = jest.fn();
jest.mock('@opsdeck/shared/editor', () => ({
  ...jest.requireActual('@opsdeck/shared/editor'),
  preloadCodeEditor: () => mockPreloadCodeEditor(),
}));

describe('catalog module', () => {
  it('declares the list, changes, insights and item pages with the route table permissions', () => {
    expect(remoteModule.routes.map((r) => r.path)).toEqual([
      '/catalog',
      '/catalog/changes',
      '/catalog/insights',
      '/catalog/scrapers',
      '/catalog/scrapers/:id',
      '/catalog/:id',
      '/catalog/:id/changes',
      '/catalog/:id/insights',
      '/catalog/:id/relationships',
      '/catalog/:id/playbooks',
      '/catalog/:id/checks',
    ]);
    for (const route of remoteModule.routes) {
      expect(ROUTES.find((r) => r.path === route.path)?.remote).toBe('catalog');
      if (!route.path.startsWith('/catalog/scrapers')) expect(route.permission).toEqual({ resource: 'database', action: 'read' });
    }
    expect(parseRemoteModule(remoteModule).success).toBe(true);
  });

  it('contributes the item tabs Changes, Insights and Relationships, which load when shown', async () => {
    const tabs = remoteModule.contributions ?? [];
    expect(tabs.map((c) => [c.point, c.label, 'path' in c ? c.path : undefined, c.order])).toEqual([
      ['resource.tab', 'Changes', 'changes', 10],
      ['resource.tab', 'Insights', 'insights', 20],
      ['resource.tab', 'Relationships', 'relationships', 30],
    ]);
    for (const tab of tabs) expect((await tab.load()).default).toEqual(expect.any(Function));
  });

  it('loads each page lazily', async () => {
    for (const path of ['/catalog', '/catalog/changes', '/catalog/insights', '/catalog/:id']) {
      expect((await remoteModule.routes.find((r) => r.path === path)!.load()).default).toEqual(expect.any(Function));
    }
  });

  it("starts the viewer's code with the item page's own when the address is its document tab", async () => {
    const itemPage = remoteModule.routes.find((r) => r.path === '/catalog/:id')!;
    const ID = '10000000-0000-4000-8000-000000000002';
    for (const [address, preloads] of [
      [`/catalog/${ID}`, 1],
      [`/catalog/${ID}/changes`, 0],
      [`/catalog/${ID}/relationships`, 0],
    ] as const) {
      mockPreloadCodeEditor.mockClear();
      window.history.pushState({}, '', address);
      await itemPage.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockPreloadCodeEditor).toHaveBeenCalledTimes(preloads);
    }
  });
});
