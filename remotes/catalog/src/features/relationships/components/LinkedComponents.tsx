import { CATALOG_TEXT, MANUAL_SELECTOR_ID, NO_DATA_AVAILABLE, routePaths } from '@opsdeck/contracts';
import { Button, EmptyState, ErrorPanel, Flex, Heading, Link, Skeleton, Stack, Text } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { ResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLinkComponent, useUnlinkComponent } from '../api/componentLinks';
import { useConfigComponents } from '../api/configComponents';

/** The components linked to an item; with write access, manual links are added and removed here. */
export function LinkedComponents({ configId }: { configId: string }) {
  const links = useConfigComponents(configId);
  const canWrite = useAuthorizer().can('write', 'database');
  const link = useLinkComponent();
  const unlink = useUnlinkComponent();
  const [picked, setPicked] = useState<ResourceSearchItem | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  return (
    <Stack gap="2" as="section" aria-label={CATALOG_TEXT.linkedComponents}>
      <Heading size="sm">{CATALOG_TEXT.linkedComponents}</Heading>
      {links.isPending ? <Skeleton h="8" aria-label="Loading linked components" /> : null}
      {links.isError ? <ErrorPanel error={links.error} /> : null}
      {links.isSuccess && links.data.length === 0 ? <EmptyState size="sm" title={NO_DATA_AVAILABLE} /> : null}
      {(links.data ?? []).map((row) => {
        const name = row.components?.name ?? row.component_id;
        return (
          <Flex key={row.component_id} align="center" gap="3">
            <Link asChild>
              <RouterLink to={routePaths.topology(row.component_id)}>{name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {row.selector_id === MANUAL_SELECTOR_ID ? 'manual' : (row.selector_id ?? '')}
            </Text>
            {canWrite && row.selector_id === MANUAL_SELECTOR_ID ? (
              <Button size="xs" variant="outline" onClick={() => setRemoving({ id: row.component_id, name })}>
                {CATALOG_TEXT.unlinkComponent}
              </Button>
            ) : null}
          </Flex>
        );
      })}
      {canWrite ? (
        <Flex gap="2" align="end" maxW="xl">
          <Stack flex="1">
            <ResourceSearch
              kinds={['components']}
              label="Component to link"
              placeholder="Search components"
              value={picked}
              onChange={setPicked}
            />
          </Stack>
          <Button
            size="sm"
            disabled={!picked || link.isPending}
            loading={link.isPending}
            onClick={() => picked && link.mutate({ configId, componentId: picked.id }, { onSuccess: () => setPicked(null) })}
          >
            {CATALOG_TEXT.linkComponent}
          </Button>
        </Flex>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={CATALOG_TEXT.unlinkTitle}
        description={`Unlink ${removing?.name ?? ''} from this item?`}
        confirmLabel={CATALOG_TEXT.unlinkComponent}
        onConfirm={() => (removing ? unlink.mutateAsync({ configId, componentId: removing.id }) : undefined)}
      />
    </Stack>
  );
}
