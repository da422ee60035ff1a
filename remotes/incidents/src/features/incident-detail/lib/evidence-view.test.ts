import type { Evidence } from '@opsdeck/contracts';
import { diffLines, evidenceView } from './evidence-view';

const ev = (row: Partial<Evidence> & Record<string, unknown>) => ({ id: 'e1', description: 'desc', ...row }) as Evidence;

describe('evidenceView, per type', () => {
  it('config: the item name, its type and /catalog/{id}', () => {
    expect(
      evidenceView(ev({ type: 'config', config_id: 'c1', configs: { id: 'c1', name: 'nginx', type: 'Kubernetes::Deployment' } })),
    ).toEqual({
      kind: 'config',
      title: 'nginx',
      href: '/catalog/c1',
      configType: 'Kubernetes::Deployment',
    });
  });

  it('check: its name, health and the health modal link', () => {
    expect(
      evidenceView(ev({ type: 'check', check_id: 'k1', checks: { id: 'k1', name: 'api-health', status: 'unhealthy' } })),
    ).toEqual({
      kind: 'check',
      title: 'api-health',
      href: '/health?checkId=k1&timeRange=1h',
      health: 'unhealthy',
    });
  });

  it('check without the embed: the description and the id from the evidence body', () => {
    expect(evidenceView(ev({ type: 'check', evidence: { check_id: 'k2' } }))).toEqual({
      kind: 'check',
      title: 'desc',
      href: '/health?checkId=k2&timeRange=1h',
    });
  });

  it('component (topology): /topology/{id} with its health', () => {
    expect(
      evidenceView(ev({ type: 'topology', component_id: 'm1', components: { id: 'm1', name: 'web', health: 'healthy' } })),
    ).toEqual({
      kind: 'component',
      title: 'web',
      href: '/topology/m1',
      health: 'healthy',
    });
  });

  it('config change: its type, diff and the item changes link', () => {
    const view = evidenceView(
      ev({ type: 'config_change', config_id: 'c1', config_changes: { id: 'ch1', change_type: 'diff', diff: '-a\n+b' } }),
    );
    expect(view).toEqual({ kind: 'config_change', title: 'diff: desc', href: '/catalog/c1/changes', diff: '-a\n+b' });
  });

  it('config insight: analyzer, message and severity', () => {
    expect(
      evidenceView(
        ev({
          type: 'config_analysis',
          config_id: 'c1',
          config_analysis: { analyzer: 'privileged', message: 'root', severity: 'high' },
        }),
      ),
    ).toEqual({ kind: 'config_insight', title: 'privileged', href: '/catalog/c1/insights', message: 'root', severity: 'high' });
  });

  it('log lines, comment and unknown types', () => {
    expect(
      evidenceView(ev({ type: 'log', evidence: { lines: [{ timestamp: 't', message: 'boom' }, 'plain', { nothing: 1 }] } })),
    ).toEqual({
      kind: 'log',
      title: 'desc',
      lines: [{ timestamp: 't', message: 'boom' }, { message: 'plain' }],
    });
    expect(evidenceView(ev({ type: 'comment', evidence: { comment: 'said **so**' } }))).toEqual({
      kind: 'comment',
      title: 'desc',
      text: 'said **so**',
    });
    expect(evidenceView(ev({ type: 'mystery', evidence: { a: 1 } }))).toEqual({ kind: 'other', title: 'desc', text: '{"a":1}' });
  });

  it('colours a unified diff by line', () => {
    expect(diffLines('--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n z').map((line) => line.kind)).toEqual([
      'context',
      'context',
      'hunk',
      'remove',
      'add',
      'context',
    ]);
  });
});
