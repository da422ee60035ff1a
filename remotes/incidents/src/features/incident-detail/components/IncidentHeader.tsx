import { INCIDENT_TEXT, type Incident } from '@opsdeck/contracts';
import { Button, Flex, Heading, Stack, Text } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EditableText } from '../../../components/EditableText';
import { IncidentStatusBadge, SeverityLabel } from '../../../components/IncidentBadges';
import { useDeleteIncident } from '../api/deleteIncident';
import type { useUpdateIncident } from '../api/updateIncident';
import { Markdown } from './Markdown';

interface Props {
  incident: Incident;
  update: ReturnType<typeof useUpdateIncident>;
  canEdit: boolean;
  canDelete: boolean;
}

/** Title, id, status, severity and description, editable with write access; Delete for those allowed. */
export function IncidentHeader({ incident, update, canEdit, canDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteIncident(incident.id, () => navigate('/incidents'));
  return (
    <Stack gap="3">
      <Flex gap="3" align="start" justify="space-between">
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {incident.incident_id} · opened <FormattedDate value={incident.created_at} />
          </Text>
          <EditableText
            label="Title"
            value={incident.title ?? ''}
            required
            disabled={!canEdit}
            onSave={(title) => update.mutate({ title })}
          >
            <Heading as="h1" size="lg" data-testid="incident-title">
              {incident.title}
            </Heading>
          </EditableText>
          <Flex gap="3" align="center">
            <IncidentStatusBadge value={incident.status} />
            <SeverityLabel value={incident.severity} />
          </Flex>
        </Stack>
        {canDelete ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {INCIDENT_TEXT.deleteIncident}
          </Button>
        ) : null}
      </Flex>
      <EditableText
        label="Description"
        multiline
        value={incident.description ?? ''}
        disabled={!canEdit}
        onSave={(description) => update.mutate({ description })}
      >
        {incident.description ? <Markdown source={incident.description} /> : <Text color="fg.muted">No description</Text>}
      </EditableText>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
        title={INCIDENT_TEXT.deleteIncident}
        description={INCIDENT_TEXT.deleteIncidentConfirm}
        variant="delete"
        isLoading={remove.isPending}
      />
    </Stack>
  );
}
