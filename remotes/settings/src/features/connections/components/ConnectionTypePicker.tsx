import { pickableConnectionTypes, type ConnectionType } from '@opsdeck/contracts';
import { Button, SearchInput, SimpleGrid, Stack, Text } from '@opsdeck/shared';
import { useMemo, useState } from 'react';
import { ConnectionIcon } from './ConnectionIcon';

/** The grid of connection types (jmeter is hidden), filtered by a search. */
export function ConnectionTypePicker({ onPick }: { onPick: (type: ConnectionType) => void }) {
  const [search, setSearch] = useState('');
  const types = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return pickableConnectionTypes().filter(
      (entry) => !needle || entry.title.toLowerCase().includes(needle) || entry.type.includes(needle),
    );
  }, [search]);
  return (
    <Stack gap="3">
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search connection types"
        aria-label="Search connection types"
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" role="group" aria-label="Connection types">
        {types.map((entry) => (
          <Button key={entry.type} variant="outline" justifyContent="flex-start" gap="2" onClick={() => onPick(entry.type)}>
            <ConnectionIcon type={entry.type} decorative />
            {entry.title}
          </Button>
        ))}
      </SimpleGrid>
      {types.length === 0 ? <Text color="fg.muted">No connection type matches</Text> : null}
    </Stack>
  );
}
