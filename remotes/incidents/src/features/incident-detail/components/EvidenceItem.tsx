import { INCIDENT_TEXT, type Evidence } from '@opsdeck/contracts';
import { Box, Checkbox, Flex, Link, Stack, StatusBadge, Text } from '@opsdeck/shared';
import { Link as RouterLink } from 'react-router-dom';
import { diffLines, evidenceView, type EvidenceView } from '../lib/evidence-view';
import type { useUpdateEvidence } from '../api/updateEvidence';
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

const DIFF_COLOURS = { add: 'green.fg', remove: 'red.fg', hunk: 'blue.fg', context: 'fg.muted' } as const;

function Body({ view }: { view: EvidenceView }) {
  switch (view.kind) {
    case 'check':
    case 'component':
      return view.health ? <StatusBadge value={view.health} /> : null;
    case 'config':
      return view.configType ? (
        <Text fontSize="xs" color="fg.muted">
          {view.configType}
        </Text>
      ) : null;
    case 'config_change':
      return view.diff ? (
        <Box as="pre" fontSize="xs" bg="bg.muted" p="2" rounded="sm" overflowX="auto" maxH="60" data-testid="evidence-diff">
          {diffLines(view.diff).map((line, i) => (
            <Box as="span" display="block" key={i} color={DIFF_COLOURS[line.kind]}>
              {line.text || ' '}
            </Box>
          ))}
        </Box>
      ) : view.summary ? (
        <Text fontSize="sm">{view.summary}</Text>
      ) : null;
    case 'config_insight':
      return (
        <Flex gap="2" align="center">
          {view.severity ? <StatusBadge value={view.severity} /> : null}
          {view.message ? <Text fontSize="sm">{view.message}</Text> : null}
        </Flex>
      );
    case 'log':
      return (
        <Box as="pre" fontSize="xs" bg="bg.muted" p="2" rounded="sm" overflowX="auto" maxH="60">
          {view.lines.map((line, i) => (
            <Box as="span" display="block" key={i}>
              {line.timestamp ? `${line.timestamp} ` : ''}
              {line.message}
            </Box>
          ))}
        </Box>
      );
    case 'comment':
      return <Markdown source={view.text} />;
    default:
      return view.text ? <Text fontSize="xs">{view.text}</Text> : null;
  }
}

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
    <Stack gap="1.5" borderWidth="1px" rounded="md" p="2" data-testid="evidence" data-evidence-kind={view.kind}>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {KIND_LABELS[view.kind]}
        </Text>
        {'href' in view && view.href ? (
          <Link asChild color="blue.fg" fontSize="sm">
            <RouterLink to={view.href}>{view.title}</RouterLink>
          </Link>
        ) : (
          <Text fontSize="sm">{view.title}</Text>
        )}
      </Flex>
      <Body view={view} />
      <Flex gap="4">
        <Checkbox.Root
          size="sm"
          checked={evidence.definition_of_done ?? false}
          disabled={!canEdit}
          onCheckedChange={(state) => toggle({ definition_of_done: state.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{INCIDENT_TEXT.definitionOfDone}</Checkbox.Label>
        </Checkbox.Root>
        {evidence.definition_of_done ? (
          <Checkbox.Root
            size="sm"
            checked={evidence.done ?? false}
            disabled={!canEdit}
            onCheckedChange={(state) => toggle({ done: state.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{INCIDENT_TEXT.done}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Flex>
    </Stack>
  );
}
