import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  type Incident,
  type IncidentPatch,
  type PersonRef,
} from '@opsdeck/contracts';
import { Box, Heading, LabeledSelect, Stack } from '@opsdeck/shared';
import { severityOf } from '../../../components/IncidentBadges';
import { PersonLabel } from '../../../components/PersonLabel';
import type { useUpdateIncident } from '../api/updateIncident';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const idOf = (value: Incident['commander_id']) => (typeof value === 'string' ? value : (value?.id ?? ''));
const personOf = (value: Incident['commander_id']) => (value && typeof value === 'object' ? value : undefined);

interface Props {
  incident: Incident;
  people: readonly PersonRef[];
  update: ReturnType<typeof useUpdateIncident>;
  canEdit: boolean;
}

/** Status, severity, type, commander and communicator: selects with write access, values without. */
export function IncidentFields({ incident, people, update, canEdit }: Props) {
  const set = (patch: IncidentPatch) => update.mutate(patch);
  const personChoices = (current: Incident['commander_id']) => {
    const options = [
      { value: '', label: 'Nobody' },
      ...people.map((person) => ({ value: person.id, label: person.name ?? person.id })),
    ];
    const picked = personOf(current);
    if (picked && !people.some((person) => person.id === picked.id))
      options.push({ value: picked.id, label: picked.name ?? picked.id });
    return options;
  };
  if (!canEdit)
    return (
      <Stack gap="2" fontSize="sm" data-testid="incident-fields">
        <Box>Type: {incident.type}</Box>
        <Box display="flex" gap="1">
          Commander: <PersonLabel person={personOf(incident.commander_id)} />
        </Box>
        <Box display="flex" gap="1">
          Communicator: <PersonLabel person={personOf(incident.communicator_id)} />
        </Box>
      </Stack>
    );
  return (
    <Stack gap="3" data-testid="incident-fields">
      <Heading as="h2" size="sm">
        Details
      </Heading>
      <LabeledSelect
        layout="stacked"
        label="Status"
        value={incident.status ?? ''}
        options={choices(INCIDENT_STATUSES)}
        onChange={(status) => set({ status: status as IncidentPatch['status'] })}
      />
      <LabeledSelect
        layout="stacked"
        label="Severity"
        value={severityOf(incident.severity) ?? ''}
        placeholder="Unknown"
        options={choices(INCIDENT_SEVERITIES)}
        onChange={(severity) => set({ severity: severity as IncidentPatch['severity'] })}
      />
      <LabeledSelect
        layout="stacked"
        label="Type"
        value={incident.type ?? ''}
        options={choices(INCIDENT_TYPES)}
        onChange={(type) => set({ type: type as IncidentPatch['type'] })}
      />
      <LabeledSelect
        layout="stacked"
        label="Commander"
        value={idOf(incident.commander_id)}
        options={personChoices(incident.commander_id)}
        onChange={(id) => set({ commander_id: id || null })}
      />
      <LabeledSelect
        layout="stacked"
        label="Communicator"
        value={idOf(incident.communicator_id)}
        options={personChoices(incident.communicator_id)}
        onChange={(id) => set({ communicator_id: id || null })}
      />
    </Stack>
  );
}
