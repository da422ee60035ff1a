import { ADD_INTEGRATION } from '@opsdeck/contracts';
import { loadChart } from './charts';
import { validate, type JsonSchema } from './json-schema';
import { parseValues, valuesMarkers, valuesText } from './values';

describe('chart values validation', () => {
  it.each([...ADD_INTEGRATION.gitopsTiles])('accepts the %s chart defaults', async (option) => {
    const chart = await loadChart(option);
    expect(validate(chart.schema, chart.defaults)).toEqual([]);
    expect(parseValues(valuesText(chart.defaults), chart.schema)).toEqual({ values: chart.defaults, problems: [] });
  });

  it('reports missing, unknown and mistyped values with their path', async () => {
    const prometheus = await loadChart('Prometheus');
    expect(parseValues('topologyName: 3\nlabels: []', prometheus.schema)).toMatchObject({
      problems: [
        { path: 'prometheusURL', at: ['prometheusURL'], message: 'is required' },
        { path: 'topologyName', at: ['topologyName'], message: 'must be string, not integer' },
        { path: 'labels', at: ['labels'], message: 'must be object, not array' },
      ],
    });
    const kubernetes = await loadChart('Kubernetes');
    const parsed = parseValues('clusterName: prod\nnotAValue: true', kubernetes.schema);
    expect(parsed).toMatchObject({ problems: [{ path: 'notAValue', message: 'is not a value of this chart' }] });
  });

  it('refuses text that is not a YAML mapping', async () => {
    const flux = await loadChart('Flux');
    expect(parseValues('- a\n- b', flux.schema)).toEqual({ error: 'The values must be a mapping of keys to values' });
    expect(parseValues('a: [', flux.schema)).toMatchObject({ error: expect.stringMatching(/^Not valid YAML: /) });
  });

  it('follows local references, enums, anyOf and bounds', () => {
    const schema: JsonSchema = {
      type: 'object',
      $defs: { port: { type: 'integer', minimum: 1, maximum: 65535 } },
      properties: {
        port: { $ref: '#/$defs/port' },
        mode: { enum: ['a', 'b'] },
        either: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
        remote: { $ref: 'https://example.com/schema.json#/$defs/X' },
      },
    };
    expect(validate(schema, { port: 0, mode: 'c', either: 1, remote: { anything: true } })).toEqual([
      { path: 'port', at: ['port'], message: 'must be at least 1' },
      { path: 'mode', at: ['mode'], message: 'must be one of "a", "b"' },
      { path: 'either', at: ['either'], message: 'does not match any of the allowed shapes' },
    ]);
  });

  it('marks each problem at the line of its key in the editor, and a YAML error where parsing stopped', async () => {
    const kubernetes = await loadChart('Kubernetes');
    const text = 'clusterName: prod\nscraper:\n  schedule: 5\nnotAValue: true\n';
    const parsed = parseValues(text, kubernetes.schema);
    expect(valuesMarkers(text, parsed)).toEqual(
      expect.arrayContaining([{ line: 4, message: 'notAValue is not a value of this chart' }]),
    );
    const nested: JsonSchema = {
      type: 'object',
      properties: { image: { type: 'object', properties: { tag: { type: 'string' } } } },
    };
    const nestedText = 'image:\n  repo: x\n  tag: 3\n';
    expect(valuesMarkers(nestedText, parseValues(nestedText, nested))).toEqual([
      { line: 3, message: 'image.tag must be string, not integer' },
    ]);
    const broken = 'a: 1\nb: [\n';
    expect(valuesMarkers(broken, parseValues(broken, nested))).toEqual([
      { line: expect.any(Number), message: expect.stringMatching(/^Not valid YAML: /) },
    ]);
  });
});
