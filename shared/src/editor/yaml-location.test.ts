import { lineOfPath, lineOfYamlError } from './yaml-location';

const YAML = `name: restart
spec:
  category: k8s
  parameters:
    - name: replicas
      type: text
  actions:
    - name: first
      exec:
        script: echo 1
    - name: second
      http:
        url: http://x
        method: FETCH
`;

describe('lineOfPath', () => {
  it.each<[(string | number)[], number]>([
    [['name'], 1],
    [['spec'], 2],
    [['spec', 'category'], 3],
    [['spec', 'parameters', 0, 'type'], 6],
    [['spec', 'actions', 0, 'exec', 'script'], 10],
    [['spec', 'actions', 1], 11],
    [['spec', 'actions', 1, 'name'], 11],
    [['spec', 'actions', 1, 'http', 'method'], 14],
    [['spec', 'actions', 5], 7],
    [['spec', 'nothing'], 2],
  ])('%j is on line %i', (path, line) => {
    expect(lineOfPath(YAML, path)).toBe(line);
  });
});

describe('lineOfYamlError', () => {
  it('reads the line of a js-yaml message, and nothing from a message without one', () => {
    expect(lineOfYamlError('bad indentation of a mapping entry (3:5)\n\n 1 | a: 1')).toBe(3);
    expect(lineOfYamlError('unexpected end of the stream')).toBeUndefined();
  });
});
