import {
  backToList,
  ITEM_NOT_FOUND_HINT,
  NO_DETAILS_FOUND,
  PLAYBOOK_TEXT,
  routePaths,
  type PlaybookRun,
} from '@opsdeck/contracts';
import {
  Box,
  Button,
  EmptyState,
  ErrorPanel,
  errorMessageOf,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@opsdeck/shared';
import { FormattedDate, formatDuration } from '@opsdeck/shared/format';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RunStatusBadge } from '../../../components/RunStatusBadge';
import { isActiveRun, usePlaybookRun } from '../api/playbookRun';
import { useRunActions } from '../api/runActions';
import { approverName, runResource } from '../lib/run-resource';
import { ActionTimeline } from './ActionTimeline';
import { RunActions } from './RunActions';

/** /playbooks/runs/{id}: the run, its approvals and the timeline of its actions, live while it is active. */
export function RunDetailPage() {
  const { id = '' } = useParams();
  const run = usePlaybookRun(id);
  const live = run.data ? isActiveRun(run.data) : true;
  const actions = useRunActions(id, live);
  if (run.isPending) return <Skeleton m="4" height="12rem" aria-label="Loading run" />;
  if (run.error) return <ErrorPanel message={errorMessageOf(run.error)} />;
  if (!run.data)
    return (
      <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} data-testid="run-not-found">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={routePaths.playbookRuns()}>{backToList('runs')}</RouterLink>
        </Button>
      </EmptyState>
    );
  return (
    <Stack p="4" gap="5">
      <RunHeader run={run.data} />
      <RunFacts run={run.data} />
      <Box as="section" aria-labelledby="run-actions-heading">
        <Heading id="run-actions-heading" size="sm" mb="2">
          {PLAYBOOK_TEXT.actions}
        </Heading>
        {actions.error ? (
          <ErrorPanel message={errorMessageOf(actions.error)} />
        ) : actions.isPending ? (
          <Skeleton height="6rem" aria-label="Loading actions" />
        ) : (
          <ActionTimeline actions={actions.data} />
        )}
      </Box>
    </Stack>
  );
}

function RunHeader({ run }: { run: PlaybookRun }) {
  const playbook = run.playbooks;
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <HStack gap="3">
        <Heading size="md">{playbook?.title || playbook?.name || PLAYBOOK_TEXT.runTitle}</Heading>
        <RunStatusBadge status={run.status} />
      </HStack>
      <HStack gap="3">
        {run.playbook_id ? (
          <Link asChild fontSize="sm">
            <RouterLink to={routePaths.playbookRuns(run.playbook_id)}>{PLAYBOOK_TEXT.runs}</RouterLink>
          </Link>
        ) : null}
        <RunActions run={run} />
      </HStack>
    </Flex>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" fontSize="sm">
        {children}
      </Box>
    </>
  );
}

function RunFacts({ run }: { run: PlaybookRun }) {
  const resource = runResource(run);
  const author = run.created_by && typeof run.created_by === 'object' ? run.created_by : null;
  const duration = run.start_time
    ? (run.end_time ? Date.parse(run.end_time) : Date.now()) - Date.parse(run.start_time)
    : undefined;
  const params = Object.entries(run.parameters ?? {});
  return (
    <Grid templateColumns="max-content 1fr" columnGap="6" rowGap="2" as="dl">
      <Fact label={PLAYBOOK_TEXT.resource}>
        {resource ? (
          <Link asChild>
            <RouterLink to={resource.href}>{resource.name}</RouterLink>
          </Link>
        ) : (
          '-'
        )}
      </Fact>
      <Fact label={PLAYBOOK_TEXT.startedBy}>{author?.name ?? author?.email ?? '-'}</Fact>
      <Fact label="Created">
        <FormattedDate value={run.created_at} />
      </Fact>
      <Fact label="Started">{run.start_time ? <FormattedDate value={run.start_time} /> : '-'}</Fact>
      <Fact label="Ended">{run.end_time ? <FormattedDate value={run.end_time} /> : '-'}</Fact>
      <Fact label={PLAYBOOK_TEXT.duration}>{duration !== undefined ? formatDuration(duration) : '-'}</Fact>
      {run.error ? (
        <Fact label="Error">
          <Text color="fg.error">{run.error}</Text>
        </Fact>
      ) : null}
      <Fact label={PLAYBOOK_TEXT.parameters}>
        {params.length === 0
          ? '-'
          : params.map(([key, value]) => (
              <Text key={key}>{`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`}</Text>
            ))}
      </Fact>
      <Fact label={PLAYBOOK_TEXT.approvals}>
        {run.playbook_approvals?.length
          ? run.playbook_approvals.map((approval, index) => (
              <Text key={approval.id ?? index}>
                {approverName(approval)} <FormattedDate value={approval.created_at} />
              </Text>
            ))
          : PLAYBOOK_TEXT.noApprovals}
      </Fact>
    </Grid>
  );
}
