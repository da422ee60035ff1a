import { INCIDENT_TEXT, SYSTEM_PERSON_ID } from '@opsdeck/contracts';
import { Heading, Stack, Text } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { PersonLabel } from '../../../components/PersonLabel';
import { useIncidentHistory } from '../api/incidentHistory';

/** incident_histories, newest first: what changed, who did it (the System for incident rules) and when. */
export function IncidentHistoryList({ incidentId }: { incidentId: string }) {
  const history = useIncidentHistory(incidentId);
  return (
    <Stack gap="2" as="section" aria-label={INCIDENT_TEXT.history}>
      <Heading as="h2" size="sm">
        {INCIDENT_TEXT.history}
      </Heading>
      {history.isError ? <Text color="fg.error">History could not be loaded.</Text> : null}
      {history.isSuccess && history.data.length === 0 ? <Text color="fg.muted">{INCIDENT_TEXT.noHistory}</Text> : null}
      <Stack as="ol" gap="2" listStyleType="none" fontSize="sm">
        {(history.data ?? []).map((entry) => {
          const by = entry.created_by && typeof entry.created_by === 'object' ? entry.created_by : undefined;
          const who = by?.id === SYSTEM_PERSON_ID ? { ...by, name: INCIDENT_TEXT.system } : by;
          return (
            <Stack as="li" key={entry.id} gap="0.5" data-testid="history-entry" data-type={entry.type}>
              <Text>{entry.description || entry.type}</Text>
              <Text as="div" color="fg.muted" display="flex" gap="1" alignItems="center">
                <PersonLabel person={who} /> · <FormattedDate value={entry.created_at} />
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
