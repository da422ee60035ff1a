import { INCIDENT_TEXT } from '@opsdeck/contracts';
import { Button, Flex, Heading, Skeleton, Stack, Text } from '@opsdeck/shared';
import { useMemo, useState } from 'react';
import { useCreateHypothesis } from '../api/createHypothesis';
import { useDeleteHypothesis } from '../api/deleteHypothesis';
import { useHypotheses } from '../api/incidentHypotheses';
import { useUpdateEvidence } from '../api/updateEvidence';
import { useUpdateHypothesis } from '../api/updateHypothesis';
import { buildHypothesisTree } from '../lib/hypothesis-tree';
import { AddHypothesisForm } from './AddHypothesisForm';
import { HypothesisNodeView } from './HypothesisNodeView';

export interface HypothesisWrites {
  incidentId: string;
  canEdit: boolean;
  canEditEvidence: boolean;
  create: ReturnType<typeof useCreateHypothesis>;
  update: ReturnType<typeof useUpdateHypothesis>;
  remove: ReturnType<typeof useDeleteHypothesis>;
  evidence: ReturnType<typeof useUpdateEvidence>;
}

/** The incident's hypotheses as trees (root, then factor, then solution) with their evidence. */
export function HypothesisTree({
  incidentId,
  canEdit,
  canEditEvidence,
}: {
  incidentId: string;
  canEdit: boolean;
  canEditEvidence: boolean;
}) {
  const hypotheses = useHypotheses(incidentId);
  const writes: HypothesisWrites = {
    incidentId,
    canEdit,
    canEditEvidence,
    create: useCreateHypothesis(incidentId),
    update: useUpdateHypothesis(incidentId),
    remove: useDeleteHypothesis(incidentId),
    evidence: useUpdateEvidence(incidentId),
  };
  const roots = useMemo(() => buildHypothesisTree(hypotheses.data ?? []), [hypotheses.data]);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="3" as="section" aria-label={INCIDENT_TEXT.hypotheses}>
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="md">
          {INCIDENT_TEXT.hypotheses}
        </Heading>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            {INCIDENT_TEXT.addRootHypothesis}
          </Button>
        ) : null}
      </Flex>
      {adding ? (
        <AddHypothesisForm
          type="root"
          onCancel={() => setAdding(false)}
          onAdd={(title) => {
            setAdding(false);
            writes.create.mutate({ incident_id: incidentId, parent_id: null, title, type: 'root', status: 'possible' });
          }}
        />
      ) : null}
      {hypotheses.isPending ? <Skeleton h="16" /> : null}
      {hypotheses.isError ? <Text color="fg.error">Hypotheses could not be loaded.</Text> : null}
      {hypotheses.isSuccess && roots.length === 0 ? <Text color="fg.muted">{INCIDENT_TEXT.noHypotheses}</Text> : null}
      <Stack as="ul" gap="4">
        {roots.map((node) => (
          <HypothesisNodeView key={node.hypothesis.id} node={node} writes={writes} depth={0} />
        ))}
      </Stack>
    </Stack>
  );
}
