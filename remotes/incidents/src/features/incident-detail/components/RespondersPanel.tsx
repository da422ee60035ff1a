import { INCIDENT_TEXT, type PersonRef, type TeamRef } from '@opsdeck/contracts';
import { Button, CloseIcon, Flex, Heading, IconButton, LabeledSelect, Stack, Text } from '@opsdeck/shared';
import { useState } from 'react';
import { PersonLabel } from '../../../components/PersonLabel';
import { useAddResponder } from '../api/addResponder';
import { useResponders } from '../api/incidentResponders';
import { useRemoveResponder } from '../api/removeResponder';

interface Props {
  incidentId: string;
  directory: { people: readonly PersonRef[]; teams: readonly TeamRef[] } | undefined;
  canEdit: boolean;
}

/** People and teams responding: added from a picker, removed with a button, with write access on responders. */
export function RespondersPanel({ incidentId, directory, canEdit }: Props) {
  const responders = useResponders(incidentId);
  const add = useAddResponder(incidentId, directory);
  const remove = useRemoveResponder(incidentId);
  const [choice, setChoice] = useState('');
  const current = responders.data ?? [];
  const taken = new Set(current.map((responder) => responder.person?.id ?? responder.team?.id));
  const options = [
    { value: '', label: 'Pick a person or a team' },
    ...(directory?.people ?? []).filter((p) => !taken.has(p.id)).map((p) => ({ value: `person:${p.id}`, label: p.name ?? p.id })),
    ...(directory?.teams ?? [])
      .filter((t) => !taken.has(t.id))
      .map((t) => ({ value: `team:${t.id}`, label: `Team ${t.name ?? t.id}` })),
  ];
  const submit = () => {
    const [kind, id] = choice.split(':');
    if (!id) return;
    add.mutate(
      kind === 'team'
        ? { incident_id: incidentId, type: 'team', team_id: id }
        : { incident_id: incidentId, type: 'person', person_id: id },
    );
    setChoice('');
  };
  return (
    <Stack gap="2" as="section" aria-label={INCIDENT_TEXT.responders}>
      <Heading as="h2" size="sm">
        {INCIDENT_TEXT.responders}
      </Heading>
      {responders.isError ? <Text color="fg.error">Responders could not be loaded.</Text> : null}
      {current.length === 0 && responders.isSuccess ? <Text color="fg.muted">{INCIDENT_TEXT.noResponders}</Text> : null}
      {current.map((responder) => {
        const who =
          responder.person ?? (responder.team ? { ...responder.team, name: `Team ${responder.team.name ?? ''}` } : null);
        return (
          <Flex key={responder.id} align="center" justify="space-between" gap="2" data-testid="responder">
            <PersonLabel person={who} />
            {canEdit && !responder.id.startsWith('pending-') ? (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove ${who?.name ?? 'responder'}`}
                onClick={() => remove.mutate(responder.id)}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </Flex>
        );
      })}
      {canEdit ? (
        <Flex gap="2" align="end">
          <LabeledSelect label="Responder" value={choice} options={options} onChange={setChoice} />
          <Button size="sm" onClick={submit} disabled={!choice}>
            {INCIDENT_TEXT.addResponder}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
