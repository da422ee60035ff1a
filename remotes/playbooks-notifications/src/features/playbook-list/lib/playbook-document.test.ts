import { parseCodeText } from '@opsdeck/shared/editor';
import { documentProblems, rowOf } from './playbook-document';

const check = async (text: string) => documentProblems(text, await parseCodeText(text, 'yaml'));

describe('playbook YAML validated against the playbook spec schema', () => {
  it('accepts a playbook with parameters, selectors, approval and actions of every kind', async () => {
    expect(
      await check(`name: full
spec:
  title: Full
  category: Ops
  timeout: 10m
  configs:
    - types: [Kubernetes::Pod]
      tagSelector: namespace=prod
  parameters:
    - name: reason
      required: true
      properties: {minLength: 3, regex: "^[a-z]+$"}
    - name: size
      properties: {format: bytes, max: 100}
    - name: mode
      type: list
      properties:
        options: [{label: A, value: a}]
  approval:
    type: all
    approvers: {people: [a@example.com], teams: [SRE]}
  actions:
    - name: script
      timeout: 1m
      if: success()
      exec: {script: echo hi, env: [{name: A, value: b}]}
    - name: call
      delay: 5s
      http: {url: "http://x/{{.params.reason}}", method: POST, headers: [{name: X, value: y}], body: "{}"}
    - name: query
      sql: {connection: connection://default/pg, query: SELECT 1}
    - name: tell
      notification: {connection: connection://default/hook, title: t, message: m}
    - name: pr
      gitops: {repo: {url: https://example.com}}
`),
    ).toEqual([]);
  });

  it('marks each problem at its line, with its path and message', async () => {
    expect(
      await check(`name: Bad_Name
spec:
  parameters:
    - name: x
      type: number
      properties: {format: gigabytes}
  actions:
    - name: two
      exec: {script: echo}
      http: {url: http://x}
    - name: ""
      sql: {url: postgres://x}
    - name: wrong
      http: {method: FETCH}
  colour: blue
`),
    ).toEqual([
      { line: 1, message: 'name must match ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$' },
      {
        line: 5,
        message:
          'spec.parameters[0].type must be one of "code", "checkbox", "list", "team", "people", "component", "config", "check", "text"',
      },
      { line: 6, message: 'spec.parameters[0].properties.format must be one of "bytes", "millicores", "dns1123"' },
      { line: 8, message: 'spec.actions[0] must have only one of exec, http' },
      { line: 11, message: 'spec.actions[1].name must not be empty' },
      { line: 12, message: 'spec.actions[1].sql.query is required' },
      { line: 14, message: 'spec.actions[2].http.method must be one of "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"' },
      { line: 15, message: 'spec.colour is not a known field' },
    ]);
  });

  it('reports YAML syntax errors at their line, a missing spec and an action without a kind', async () => {
    const syntax = await check('name: a\nspec:\n  actions: [\n');
    expect(syntax).toHaveLength(1);
    expect(syntax[0]!.line).toBeGreaterThanOrEqual(3);
    expect(await check('name: a\n')).toEqual([{ line: 1, message: 'spec is required' }]);
    expect(await check('name: a\nspec:\n  actions:\n    - name: nothing\n')).toEqual([
      {
        line: 4,
        message:
          'spec.actions[0] needs one of exec, http, sql, notification, ai, gitops, github, azureDevopsPipeline, pod, prometheus, logs, report, catalog',
      },
    ]);
  });

  it('writes title, category, icon and description of the row from the spec', () => {
    expect(rowOf({ name: 'x', spec: { title: 'X', category: 'Ops', icon: 'k8s', actions: [] } })).toEqual({
      name: 'x',
      namespace: 'default',
      title: 'X',
      category: 'Ops',
      icon: 'k8s',
      description: null,
      spec: { title: 'X', category: 'Ops', icon: 'k8s', actions: [] },
    });
  });
});
