import { NIL_AGENT_ID } from '@opsdeck/contracts';
import {
  checkSpec,
  specMarkers,
  healthOfJob,
  identityLocked,
  isNewResourceId,
  isReadOnlyResource,
  listRelationOf,
  savePayload,
  sourceLinkOf,
} from './rules';

describe('resource editor rules', () => {
  it('creates without an id and updates with one; name and namespace lock once saved', () => {
    expect(isNewResourceId(undefined)).toBe(true);
    expect(isNewResourceId('new')).toBe(true);
    expect(isNewResourceId('0190a3c4-0000-7000-8000-000000000001')).toBe(false);
    expect(identityLocked('new')).toBe(false);
    expect(identityLocked('0190a3c4-0000-7000-8000-000000000001')).toBe(true);
  });

  it('is read-only for any source other than UI and for resources of a remote agent', () => {
    expect(isReadOnlyResource({ source: 'UI' })).toBe(false);
    expect(isReadOnlyResource({ source: null })).toBe(false);
    expect(isReadOnlyResource({ source: 'UI', agent_id: NIL_AGENT_ID })).toBe(false);
    expect(isReadOnlyResource({ source: 'KubernetesCRD' })).toBe(true);
    expect(isReadOnlyResource({ source: 'ConfigFile' })).toBe(true);
    expect(isReadOnlyResource({ source: 'UI', agent_id: 'a1b2c3d4-0000-0000-0000-000000000001' })).toBe(true);
  });

  it('links the source: agent page, topology, catalog item, local file, CRD', () => {
    const base = { id: 'r1', name: 'kube', namespace: 'ops' };
    expect(sourceLinkOf({ ...base, source: 'UI' })).toBeUndefined();
    expect(sourceLinkOf({ ...base, source: 'UI', agent_id: 'a1', agent: { id: 'a1', name: 'edge' } })).toEqual({
      kind: 'agent',
      label: 'Linked to',
      href: '/settings/agents?id=a1',
      text: 'edge',
    });
    expect(sourceLinkOf({ ...base, source: 'component/c9' })).toMatchObject({ kind: 'component', href: '/topology/c9' });
    expect(sourceLinkOf({ ...base, source: 'kubernetes/k7' })).toMatchObject({ kind: 'catalog', href: '/catalog/k7' });
    expect(sourceLinkOf({ ...base, source: 'ConfigFile' })).toEqual({ kind: 'file', label: 'Linked to local file' });
    expect(sourceLinkOf({ ...base, source: 'KubernetesCRD' })).toEqual({
      kind: 'crd',
      label: 'CRD linked to',
      href: '/catalog/r1',
      text: 'ops/kube',
    });
  });

  it('colours the dot from the last job', () => {
    expect(healthOfJob('SUCCESS')).toBe('healthy');
    expect(healthOfJob('FAILED')).toBe('unhealthy');
    expect(healthOfJob('WARNING')).toBe('warning');
    expect(healthOfJob(null)).toBe('unknown');
  });

  it('accepts an object spec that passes the table rules and reports everything else', () => {
    const rule = (spec: Record<string, unknown>) => (spec.schedule ? [] : ['schedule is required']);
    expect(checkSpec({ value: { schedule: '@hourly' } }, rule)).toEqual({ ok: true, spec: { schedule: '@hourly' } });
    expect(checkSpec({ value: {} }, rule)).toEqual({ ok: false, errors: ['schedule is required'] });
    expect(checkSpec({ value: [1] })).toEqual({ ok: false, errors: ['The spec must be a YAML or JSON object'] });
    expect(checkSpec({ value: 'text' })).toEqual({ ok: false, errors: ['The spec must be a YAML or JSON object'] });
    expect(checkSpec({ value: undefined })).toEqual({ ok: false, errors: ['This field is required'] });
    expect(checkSpec({ error: 'bad indentation' })).toEqual({ ok: false, errors: ['Invalid spec: bad indentation'] });
  });

  it('marks a parse error at its line and each problem with a path at the line of that path', () => {
    const parseError = checkSpec({ error: 'bad indentation of a mapping entry (3:5)' });
    expect(specMarkers('a: 1\nb: 2\n  c: 3\n', parseError)).toEqual([
      { line: 3, message: 'Invalid spec: bad indentation of a mapping entry (3:5)' },
    ]);
    const rule = () => [{ path: ['template', 'severity'], message: 'must be one of low, high' }, 'select a check'];
    const yaml = 'checks:\n  - name: web\ntemplate:\n  title: down\n  severity: huge\n';
    const check = checkSpec({ value: { checks: [{ name: 'web' }], template: { severity: 'huge' } } }, rule);
    expect(check).toEqual({
      ok: false,
      errors: ['template.severity: must be one of low, high', 'select a check'],
      problems: [{ path: ['template', 'severity'], message: 'must be one of low, high' }],
    });
    expect(specMarkers(yaml, check)).toEqual([{ line: 5, message: 'must be one of low, high' }]);
    expect(specMarkers(undefined, check)).toEqual([]);
  });

  it('sends name, namespace and source UI on create and only the spec on update', () => {
    const draft = { name: ' kube ', namespace: 'ops', spec: { a: 1 } };
    expect(savePayload({ namespaced: true }, draft, true)).toEqual({
      name: 'kube',
      namespace: 'ops',
      spec: { a: 1 },
      source: 'UI',
    });
    expect(savePayload({ namespaced: false }, draft, true)).toEqual({ name: 'kube', spec: { a: 1 }, source: 'UI' });
    const update = savePayload({ namespaced: true }, draft, false);
    expect(Object.keys(update).sort()).toEqual(['spec', 'updated_at']);
    const labelled = { ...draft, labels: { team: 'ops' } };
    expect(savePayload({ labelled: true }, labelled, true)).toEqual({
      name: 'kube',
      labels: { team: 'ops' },
      spec: { a: 1 },
      source: 'UI',
    });
    expect(savePayload({ labelled: true }, labelled, false)).toMatchObject({ labels: { team: 'ops' }, spec: { a: 1 } });
  });

  it("creates with the table's defaults for new rows, which an update leaves alone", () => {
    const teams = { newRowDefaults: { icon: 'group' } };
    expect(savePayload(teams, { name: 'SRE', namespace: '', spec: {} }, true)).toEqual({
      icon: 'group',
      name: 'SRE',
      spec: {},
      source: 'UI',
    });
    expect(savePayload(teams, { name: 'SRE', namespace: '', spec: { a: 1 } }, false)).not.toHaveProperty('icon');
  });

  it('lists from the _with_status view unless told otherwise', () => {
    expect(listRelationOf({ table: 'config_scrapers' })).toBe('config_scrapers_with_status');
    expect(listRelationOf({ table: 'incident_rules', listRelation: 'incident_rules' })).toBe('incident_rules');
  });
});
