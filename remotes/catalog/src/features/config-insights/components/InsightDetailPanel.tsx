import { CATALOG_TEXT, NO_DETAILS_FOUND, routePaths, type ConfigAnalysis } from '@opsdeck/contracts';
import { Badge, Box, EmptyState, ErrorPanel, Flex, Link, SimpleGrid, Skeleton, Stack, Text } from '@opsdeck/shared';
import { CodeViewer } from '@opsdeck/shared/editor';
import { ResourceActions } from '@opsdeck/shared/extensions';
import { FormattedDate } from '@opsdeck/shared/format';
import { Link as RouterLink } from 'react-router-dom';
import { DetailDrawer } from '../../../components/DetailDrawer';
import { useInsightDetail } from '../api/insightDetail';

function InsightBody({ insight }: { insight: ConfigAnalysis }) {
  const config = insight.config;
  return (
    <Stack gap="4">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge>{insight.analysis_type}</Badge>
        {insight.severity ? <Badge variant="subtle">{insight.severity}</Badge> : null}
        {insight.status ? <Badge variant="outline">{insight.status}</Badge> : null}
      </Flex>
      <Text>{insight.message ?? insight.summary}</Text>
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">Item</Text>
        <Box>
          {config ? (
            <Link asChild>
              <RouterLink to={routePaths.catalogItem(config.id)}>{config.name ?? config.id}</RouterLink>
            </Link>
          ) : null}
        </Box>
        <Text color="fg.muted">Analyzer</Text>
        <Text>{insight.analyzer}</Text>
        <Text color="fg.muted">Source</Text>
        <Text>{insight.source ?? ''}</Text>
        <Text color="fg.muted">First observed</Text>
        <FormattedDate value={insight.first_observed} />
        <Text color="fg.muted">Last observed</Text>
        <FormattedDate value={insight.last_observed} />
      </SimpleGrid>
      <Flex gap="2" wrap="wrap" role="group" aria-label="Actions">
        <ResourceActions
          resource={{
            kind: 'config_insight',
            id: insight.id,
            name: insight.analyzer ?? undefined,
            configId: insight.config_id ?? undefined,
          }}
        />
      </Flex>
      {insight.analysis !== null && insight.analysis !== undefined ? (
        <CodeViewer value={insight.analysis} language="yaml" height="16rem" aria-label="Analysis" copyLabel="analysis" />
      ) : null}
    </Stack>
  );
}

/** The insight a list opened: the full analysis with its item, analyzer and times. */
export function InsightDetailPanel({ insightId, onClose }: { insightId: string; onClose: () => void }) {
  const detail = useInsightDetail(insightId);
  let body;
  if (detail.isPending) body = <Skeleton h="48" aria-label="Loading insight" />;
  else if (detail.isError) body = <ErrorPanel error={detail.error} />;
  else if (!detail.data) body = <EmptyState size="sm" title={NO_DETAILS_FOUND} />;
  else body = <InsightBody insight={detail.data} />;
  return (
    <DetailDrawer title={CATALOG_TEXT.insightDetails} open onClose={onClose}>
      {body}
    </DetailDrawer>
  );
}
