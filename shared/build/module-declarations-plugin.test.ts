import path from 'node:path';
import { readModuleDeclarations } from './module-declarations-plugin';

describe('readModuleDeclarations', () => {
  it("evaluates a remote's module and returns what it declares, without loaders and with the build's version", async () => {
    const file = path.join(__dirname, '..', '..', 'remotes', 'incidents', 'src', 'module.ts');
    const declarations = await readModuleDeclarations(file, { APP_VERSION: '7.8.9' });
    expect(declarations).toMatchObject({
      name: 'incidents',
      version: '7.8.9',
      routes: [
        { path: '/incidents', title: 'Incidents', layout: 'sidebar', permission: { resource: 'incident', action: 'read' } },
        { path: '/incidents/:id', title: 'Incident', layout: 'sidebar', feature: 'incidents' },
      ],
      nav: [{ key: 'incidents', path: '/incidents', group: 'main' }],
      contributions: [
        { point: 'resource.action', id: 'link-to-incident', label: 'Attach as Evidence' },
        { point: 'palette.command', id: 'new-incident', label: 'New incident' },
      ],
    });
    expect(JSON.stringify(declarations)).not.toContain('load');
    expect(process.env.APP_VERSION).toBeUndefined();
  });
});
