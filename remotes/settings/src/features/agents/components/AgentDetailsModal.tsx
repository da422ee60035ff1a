import { useState, type ReactNode } from 'react';
import { type Agent } from '@opsdeck/contracts';
import { Badge, Box, Button, Checkbox, Grid, notify, Stack, Text } from '@opsdeck/shared';
import { ConfirmDialog, Modal } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useDeleteAgent } from '../api/deleteAgent';

/** One agent (the page's ?id=), with Delete (soft, optionally with cleanup) for writers. */
export function AgentDetailsModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const writable = useAuthorizer().can('write', 'agents');
  const [confirming, setConfirming] = useState(false);
  const [cleanup, setCleanup] = useState(false);
  const remove = useDeleteAgent();
  const facts: [string, ReactNode][] = [
    ['Description', agent.description ?? ''],
    ['Version', agent.version ?? ''],
    ['Status', agent.status ? <Badge colorPalette={agent.status === 'online' ? 'green' : 'gray'}>{agent.status}</Badge> : ''],
    ['Last Seen', <FormattedDate key="seen" value={agent.last_seen} />],
    ['Catalog Items', agent.config_count ?? 0],
    ['Catalog Scrapers', agent.config_scrapper_count ?? 0],
    ['Health Checks', agent.checks_count ?? 0],
    ['Playbook Runs', agent.playbook_runs_count ?? 0],
    ['Created', <FormattedDate key="created" value={agent.created_at} />],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={agent.name ?? agent.id}
      size="small"
      hideExpandToggle
      data-testid="agent-details"
      footer={
        writable ? (
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : undefined
      }
    >
      <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2">
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Box as="dd">{value}</Box>
          </Box>
        ))}
      </Grid>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete Agent"
        description={
          <Stack gap="3">
            <Text>Delete the agent "{agent.name}"? Its token stops working at once.</Text>
            <Checkbox.Root checked={cleanup} onCheckedChange={(event) => setCleanup(event.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Also remove what it reported (cleanup)</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        }
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ id: agent.id, cleanup });
          } catch (error) {
            notify.apiError(error);
            throw error;
          }
          onClose();
        }}
      />
    </Modal>
  );
}
