import { CATALOG_TEXT, NO_DETAILS_FOUND, routePaths, type ConfigChange } from '@opsdeck/contracts';
import { Badge, Box, CodeBlock, EmptyState, ErrorPanel, Flex, Link, SimpleGrid, Skeleton, Stack, Text } from '@opsdeck/shared';
import { ResourceActions } from '@opsdeck/shared/extensions';
import { FormattedDate } from '@opsdeck/shared/format';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailDrawer } from '../../../components/DetailDrawer';
import { DiffView } from '../../../components/DiffView';
import { useChangeDetail } from '../api/changeDetail';

const hasContent = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'object' && Object.keys(value as object).length === 0);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Who made a change: the person, else the external author. */
export const authorOf = (change: ConfigChange) =>
  typeof change.created_by === 'object' && change.created_by
    ? (change.created_by.name ?? change.created_by.email ?? change.created_by.id)
    : (change.external_created_by ?? (typeof change.created_by === 'string' ? change.created_by : ''));

function ChangeBody({ change }: { change: ConfigChange }) {
  const config = change.config;
  return (
    <Stack gap="4">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge>{change.change_type}</Badge>
        {change.severity ? <Badge variant="subtle">{change.severity}</Badge> : null}
        <Text>{change.summary}</Text>
      </Flex>
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">Item</Text>
        <Box>
          {config ? (
            <Link asChild>
              <RouterLink to={routePaths.catalogItem(config.id)}>{config.name ?? config.id}</RouterLink>
            </Link>
          ) : null}
          {config?.type ? <Text as="span" color="fg.muted">{` ${config.type}`}</Text> : null}
        </Box>
        <Text color="fg.muted">Created</Text>
        <FormattedDate value={change.created_at} />
        <Text color="fg.muted">Source</Text>
        <Text>{change.source ?? ''}</Text>
        <Text color="fg.muted">Created by</Text>
        <Text>{authorOf(change)}</Text>
        {change.count && change.count > 1 ? (
          <>
            <Text color="fg.muted">Count</Text>
            <Text>{change.count}</Text>
          </>
        ) : null}
      </SimpleGrid>
      <Flex gap="2" wrap="wrap" role="group" aria-label="Actions">
        <ResourceActions
          resource={{
            kind: 'config_change',
            id: change.id,
            name: change.summary ?? undefined,
            configId: change.config_id ?? undefined,
          }}
        />
      </Flex>
      {change.diff ? (
        <Section title="Diff">
          <DiffView diff={change.diff} label="Change diff" />
        </Section>
      ) : null}
      {hasContent(change.patches) ? (
        <Section title="Patches">
          <CodeBlock code={JSON.stringify(change.patches, null, 2)} label="patches" maxH="16rem" />
        </Section>
      ) : null}
      {hasContent(change.details) ? (
        <Section title="Details">
          <CodeBlock code={JSON.stringify(change.details, null, 2)} label="details" maxH="16rem" />
        </Section>
      ) : null}
    </Stack>
  );
}

/** The change a list opened, in a side panel: its diff, patches, details, source and author. */
export function ChangeDetailPanel({ changeId, onClose }: { changeId: string; onClose: () => void }) {
  const detail = useChangeDetail(changeId);
  let body;
  if (detail.isPending) body = <Skeleton h="48" aria-label="Loading change" />;
  else if (detail.isError) body = <ErrorPanel error={detail.error} />;
  else if (!detail.data) body = <EmptyState size="sm" title={NO_DETAILS_FOUND} />;
  else body = <ChangeBody change={detail.data} />;
  return (
    <DetailDrawer title={CATALOG_TEXT.changeDetails} open onClose={onClose}>
      {body}
    </DetailDrawer>
  );
}
