// A playbook as the YAML editor holds it ({name, namespace, spec}) and the row written to /db/playbooks.
import { formatSchemaPath, PLAYBOOK_DOCUMENT_JSON_SCHEMA, validateJsonSchema, type Playbook } from '@opsdeck/contracts';
import { lineOfPath, type CodeMarker } from '@opsdeck/shared/editor';

export interface DocumentProblem {
  line: number;
  message: string;
}

/** The editor's starting text for a new playbook. */
export const NEW_PLAYBOOK_DOCUMENT = {
  name: 'my-playbook',
  spec: {
    title: 'My playbook',
    category: 'General',
    description: 'What it does',
    configs: [{ types: ['Kubernetes::Deployment'] }],
    parameters: [{ name: 'reason', label: 'Reason', required: true }],
    actions: [{ name: 'say-hello', exec: { script: 'echo "{{.params.reason}} on {{.config.name}}"' } }],
  },
};

/** What the editor shows of an existing playbook. */
export const documentOf = (playbook: Playbook) => ({
  name: playbook.name ?? '',
  ...(playbook.namespace && playbook.namespace !== 'default' ? { namespace: playbook.namespace } : {}),
  spec: playbook.spec ?? { actions: [] },
});

/** Problems of a parsed document against the playbook schema, each at its line of `text`. */
export function documentProblems(text: string, parsed: { value?: unknown; error?: string }): DocumentProblem[] {
  if (parsed.error !== undefined) {
    const line = /\((\d+):\d+\)/.exec(parsed.error)?.[1];
    return [{ line: line ? Number(line) : 1, message: parsed.error.split('\n')[0]! }];
  }
  if (parsed.value === undefined) return [{ line: 1, message: 'The playbook is empty' }];
  return validateJsonSchema(PLAYBOOK_DOCUMENT_JSON_SCHEMA, parsed.value).map((error) => ({
    line: lineOfPath(text, error.path),
    message: `${formatSchemaPath(error.path) || 'document'} ${error.message}`,
  }));
}

export const markersOf = (problems: readonly DocumentProblem[]): CodeMarker[] =>
  problems.map((p) => ({ line: p.line, message: p.message }));

/** The /db/playbooks row of a valid document: title, category, icon and description come from the spec. */
export function rowOf(document: { name: string; namespace?: string; spec: Record<string, unknown> }) {
  const { spec } = document;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    name: document.name,
    namespace: document.namespace || 'default',
    title: text(spec.title) ?? document.name,
    category: text(spec.category) ?? '',
    icon: text(spec.icon) ?? null,
    description: text(spec.description) ?? null,
    spec,
  };
}
