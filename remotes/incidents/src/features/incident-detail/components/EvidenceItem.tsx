import { INCIDENT_TEXT, type Evidence } from '@opsdeck/contracts';
import { StatusBadge } from '@opsdeck/shared';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { Link as RouterLink } from 'react-router-dom';
import { diffLines, evidenceView, type EvidenceView } from '../lib/evidence-view';
import type { useUpdateEvidence } from '../api/updateEvidence';
import { DoneToggle } from './DoneToggle';
import { Markdown } from './Markdown';

const KIND_LABELS: Record<EvidenceView['kind'], string> = {
  config: 'Config',
  check: 'Check',
  component: 'Component',
  config_change: 'Config change',
  config_insight: 'Config insight',
  log: 'Logs',
  comment: 'Comment',
  other: 'Evidence',
};

function Body({ view }: { view: EvidenceView }) {
  switch (view.kind) {
    case 'check':
    case 'component':
      return view.health ? <StatusBadge value={view.health} /> : null;
    case 'config':
      return view.configType ? <span className="evidence-note">{view.configType}</span> : null;
    case 'config_change':
      return view.diff ? (
        <pre data-testid="evidence-diff">
          {diffLines(view.diff).map((line, i) => (
            <span key={i} className={`diff-${line.kind}`}>
              {line.text || ' '}
            </span>
          ))}
        </pre>
      ) : view.summary ? (
        <p>{view.summary}</p>
      ) : null;
    case 'config_insight':
      return (
        <div className="evidence-row">
          {view.severity ? <StatusBadge value={view.severity} /> : null}
          {view.message ? <p>{view.message}</p> : null}
        </div>
      );
    case 'log':
      return (
        <pre>
          {view.lines.map((line, i) => (
            <span key={i}>
              {line.timestamp ? `${line.timestamp} ` : ''}
              {line.message}
            </span>
          ))}
        </pre>
      );
    case 'comment':
      return <Markdown source={view.text} />;
    default:
      return view.text ? <span className="evidence-note">{view.text}</span> : null;
  }
}

/**
 * The styles of evidence items, set once on their list: an incident carries dozens of pieces of
 * evidence, and plain elements under one styled root mount far faster than styled components.
 */
export const EVIDENCE_LIST_CSS = {
  display: 'grid',
  gap: '2',
  paddingInlineStart: '4',
  '& > [data-testid="evidence"]': { display: 'grid', gap: '1.5', borderWidth: '1px', borderRadius: 'md', padding: '2' },
  '& .evidence-row': { display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm' },
  '& .evidence-kind': { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' },
  '& .evidence-note': { fontSize: 'xs', color: 'fg.muted' },
  '& .evidence-row a': { color: 'blue.fg' },
  '& .evidence-toggles': { display: 'flex', gap: '4' },
  '& pre': { fontSize: 'xs', bg: 'bg.muted', padding: '2', borderRadius: 'sm', overflowX: 'auto', maxHeight: '60' },
  '& pre > span': { display: 'block' },
  '& .diff-add': { color: 'green.fg' },
  '& .diff-remove': { color: 'red.fg' },
  '& .diff-hunk': { color: 'blue.fg' },
  '& .diff-context': { color: 'fg.muted' },
} as const;

/** One piece of evidence, rendered by its type with a link to what it points at, and its done toggles. */
export function EvidenceItem({
  evidence,
  update,
  canEdit,
}: {
  evidence: Evidence;
  update: ReturnType<typeof useUpdateEvidence>;
  canEdit: boolean;
}) {
  const view = evidenceView(evidence);
  const toggle = (patch: { definition_of_done?: boolean; done?: boolean }) => update.mutate({ id: evidence.id, patch });
  return (
    <div data-testid="evidence" data-evidence-kind={view.kind}>
      <div className="evidence-row">
        <span className="evidence-kind">{KIND_LABELS[view.kind]}</span>
        {view.kind === 'config' && view.configType ? <ResourceIcon type={view.configType} /> : null}
        {'href' in view && view.href ? <RouterLink to={view.href}>{view.title}</RouterLink> : <span>{view.title}</span>}
      </div>
      <Body view={view} />
      <div className="evidence-toggles">
        <DoneToggle
          label={INCIDENT_TEXT.definitionOfDone}
          checked={evidence.definition_of_done ?? false}
          disabled={!canEdit}
          onChange={(checked) => toggle({ definition_of_done: checked })}
        />
        {evidence.definition_of_done ? (
          <DoneToggle
            label={INCIDENT_TEXT.done}
            checked={evidence.done ?? false}
            disabled={!canEdit}
            onChange={(checked) => toggle({ done: checked })}
          />
        ) : null}
      </div>
    </div>
  );
}
