import { HYPOTHESIS_STATUSES, HYPOTHESIS_TYPE_LABELS, INCIDENT_TEXT, type HypothesisStatus } from '@opsdeck/contracts';
import { Box, Button, Flex, LabeledSelect, Stack, Text } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useState } from 'react';
import { EditableText } from '../../../components/EditableText';
import { HypothesisStatusBadge } from '../../../components/IncidentBadges';
import { childTypeOf, isHypothesisType, subtreeIds, subtreeSize, type HypothesisNode } from '../lib/hypothesis-tree';
import type { HypothesisWrites } from './HypothesisTree';
import { AddHypothesisForm } from './AddHypothesisForm';
import { EVIDENCE_LIST_CSS, EvidenceItem } from './EvidenceItem';

const STATUS_CHOICES = HYPOTHESIS_STATUSES.map((value) => ({ value, label: value }));

/** One hypothesis: type, title and status (each with its colour), its evidence, its children and its actions. */
export function HypothesisNodeView({ node, writes, depth }: { node: HypothesisNode; writes: HypothesisWrites; depth: number }) {
  const { hypothesis } = node;
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const childType = childTypeOf(hypothesis.type);
  const pending = hypothesis.id.startsWith('pending-');
  const typeLabel = isHypothesisType(hypothesis.type) ? HYPOTHESIS_TYPE_LABELS[hypothesis.type] : (hypothesis.type ?? '');
  const size = subtreeSize(node);
  return (
    <Stack
      gap="2"
      ps={depth ? '4' : '0'}
      borderStartWidth={depth ? '2px' : '0'}
      as="li"
      listStyleType="none"
      aria-label={`${typeLabel}: ${hypothesis.title ?? ''}`}
      data-testid="hypothesis"
      data-type={hypothesis.type}
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" minW="20">
          {typeLabel}
        </Text>
        <Box flex="1" minW="40">
          <EditableText
            label={`${typeLabel} title`}
            value={hypothesis.title ?? ''}
            required
            disabled={!writes.canEdit || pending}
            onSave={(title) => writes.update.mutate({ id: hypothesis.id, patch: { title } })}
          >
            <Text fontWeight="medium">{hypothesis.title}</Text>
          </EditableText>
        </Box>
        {writes.canEdit && !pending ? (
          <LabeledSelect
            label="Status"
            value={hypothesis.status ?? ''}
            options={STATUS_CHOICES}
            onChange={(status) => writes.update.mutate({ id: hypothesis.id, patch: { status: status as HypothesisStatus } })}
          />
        ) : null}
        <HypothesisStatusBadge value={hypothesis.status} />
        {writes.canEdit && childType && !pending ? (
          <Button size="xs" variant="outline" onClick={() => setAdding(true)}>
            Add {HYPOTHESIS_TYPE_LABELS[childType].toLowerCase()}
          </Button>
        ) : null}
        {writes.canEdit && !pending ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </Flex>
      {hypothesis.evidences?.length ? (
        <Box css={EVIDENCE_LIST_CSS}>
          {hypothesis.evidences.map((evidence) => (
            <EvidenceItem key={evidence.id} evidence={evidence} update={writes.evidence} canEdit={writes.canEditEvidence} />
          ))}
        </Box>
      ) : null}
      {adding && childType ? (
        <Box ps="4">
          <AddHypothesisForm
            type={childType}
            onCancel={() => setAdding(false)}
            onAdd={(title) => {
              setAdding(false);
              writes.create.mutate({
                incident_id: writes.incidentId,
                parent_id: hypothesis.id,
                title,
                type: childType,
                status: 'possible',
              });
            }}
          />
        </Box>
      ) : null}
      {node.children.length ? (
        <Stack as="ul" gap="2" ps="2">
          {node.children.map((child) => (
            <HypothesisNodeView key={child.hypothesis.id} node={child} writes={writes} depth={depth + 1} />
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          writes.remove.mutate({ id: hypothesis.id, subtree: subtreeIds(node) });
        }}
        title={`Delete ${typeLabel.toLowerCase()}`}
        description={`Delete "${hypothesis.title ?? ''}" with ${size.hypotheses - 1} hypotheses below it and ${size.evidence} pieces of ${INCIDENT_TEXT.evidence.toLowerCase()}?`}
        variant="delete"
      />
    </Stack>
  );
}
