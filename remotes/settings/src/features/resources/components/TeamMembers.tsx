import { addedToTeam, removedFromTeam } from '@opsdeck/contracts';
import {
  Avatar,
  Button,
  Checkbox,
  ErrorPanel,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Table,
  Text,
  CloseIcon,
  notify,
} from '@opsdeck/shared';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useState } from 'react';
import { useChangeTeamMembers } from '../api/changeTeamMembers';
import { usePeople } from '../api/people';
import { useTeamMembers } from '../api/teamMembers';

function AddMembers({ teamId, memberIds, onDone }: { teamId: string; memberIds: Set<string>; onDone: () => void }) {
  const people = usePeople(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const { add } = useChangeTeamMembers(teamId);
  if (people.isPending) return <Skeleton height="6rem" aria-label="Loading people" />;
  if (people.isError) return <ErrorPanel error={people.error} />;
  const candidates = people.data.filter((person) => !memberIds.has(person.id));
  const submit = async () => {
    try {
      await add.mutateAsync(chosen);
      const names = candidates
        .filter((person) => chosen.includes(person.id))
        .map((person) => person.name ?? person.email ?? person.id);
      notify.success(addedToTeam(names.join(', ')));
      onDone();
    } catch (err) {
      notify.apiError(err);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" role="group" aria-label="Add members">
      {candidates.length === 0 ? <Text color="fg.muted">Everyone is already a member</Text> : null}
      {candidates.map((person) => (
        <Checkbox.Root
          key={person.id}
          checked={chosen.includes(person.id)}
          onCheckedChange={(e) =>
            setChosen((prev) => (e.checked === true ? [...prev, person.id] : prev.filter((id) => id !== person.id)))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{`${person.name ?? ''} ${person.email ? `(${person.email})` : ''}`.trim()}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <HStack justify="flex-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button colorPalette="blue" disabled={chosen.length === 0} loading={add.isPending} onClick={() => void submit()}>
          Add
        </Button>
      </HStack>
    </Stack>
  );
}

/** The Members tab of a team: its people, adding and removing them. */
export function TeamMembers({ teamId }: { teamId: string }) {
  const members = useTeamMembers(teamId);
  const canWrite = useAuthorizer().can('write', 'database');
  const [adding, setAdding] = useState(false);
  const { remove } = useChangeTeamMembers(teamId);
  if (members.isPending) return <Skeleton height="8rem" aria-label="Loading members" />;
  if (members.isError) return <ErrorPanel error={members.error} />;
  const removeMember = async (id: string, name: string) => {
    try {
      await remove.mutateAsync(id);
      notify.success(removedFromTeam(name));
    } catch (err) {
      notify.apiError(err);
    }
  };
  return (
    <Stack gap="3">
      {canWrite && !adding ? (
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            Add Members
          </Button>
        </HStack>
      ) : null}
      {adding ? (
        <AddMembers
          teamId={teamId}
          memberIds={new Set(members.data.map((member) => member.id))}
          onDone={() => setAdding(false)}
        />
      ) : null}
      {members.data.length === 0 ? (
        <Text color="fg.muted">No members yet</Text>
      ) : (
        <Table.Root size="sm" aria-label="Members">
          <Table.Body>
            {members.data.map((member) => {
              const name = member.name ?? member.email ?? member.id;
              return (
                <Table.Row key={member.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Avatar.Root size="xs">
                        <Avatar.Fallback name={name} />
                      </Avatar.Root>
                      <Text>{name}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell color="fg.muted">{member.email ?? ''}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {canWrite ? (
                      <IconButton
                        aria-label={`Remove ${name}`}
                        size="xs"
                        variant="ghost"
                        onClick={() => void removeMember(member.id, name)}
                      >
                        <CloseIcon />
                      </IconButton>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
