import { ABOUT_TEXT, REMOTE_LABELS } from '@opsdeck/contracts';
import { Badge, Box, Code, ErrorPanel, Heading, Stack, Table, Text } from '@opsdeck/shared';
import { formatLoadTime } from '../lib/singleton-rows';
import { useAboutData, type RemoteAbout } from '../hooks/useAboutData';
import { SingletonTable } from './SingletonTable';

const COLUMNS = ABOUT_TEXT.columns;

/** /about: the shell and each remote with version, build time, entry, load time and load result. */
export function AboutPage() {
  const { shell, remotes, manifestError } = useAboutData();
  return (
    <Stack gap="6" p="4" maxW="6xl">
      <Heading as="h2" size="lg">
        {ABOUT_TEXT.heading}
      </Heading>
      <Table.Root size="sm" variant="outline" aria-label={ABOUT_TEXT.remotes}>
        <Table.Header>
          <Table.Row>
            {[COLUMNS.name, COLUMNS.version, COLUMNS.builtAt, COLUMNS.entry, COLUMNS.loadTime, COLUMNS.status].map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row data-app="shell">
            <Table.Cell fontWeight="medium">{ABOUT_TEXT.shell}</Table.Cell>
            <Table.Cell>{shell.version}</Table.Cell>
            <Table.Cell>{shell.builtAt ?? '—'}</Table.Cell>
            <Table.Cell>
              <Code>{shell.entry}</Code>
            </Table.Cell>
            <Table.Cell>{formatLoadTime(shell.loadMs)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette="green">{ABOUT_TEXT.loaded}</Badge>
            </Table.Cell>
          </Table.Row>
          {remotes.map((remote) => (
            <RemoteRow key={remote.name} remote={remote} />
          ))}
        </Table.Body>
      </Table.Root>
      {manifestError ? <ErrorPanel message={`${ABOUT_TEXT.manifestFailed}: ${manifestError}`} /> : null}
      <Stack gap="4">
        <Heading as="h3" size="md">
          {ABOUT_TEXT.singletons}
        </Heading>
        {remotes.map((remote) => (
          <Box key={remote.name}>
            <Text fontWeight="medium" mb="1">
              {REMOTE_LABELS[remote.name]}
            </Text>
            <SingletonTable remote={remote} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function RemoteRow({ remote }: { remote: RemoteAbout }) {
  const { state, details } = remote;
  const loadMs = details?.declarationsMs === undefined ? undefined : details.declarationsMs + (details.moduleMs ?? 0);
  return (
    <Table.Row data-remote={remote.name} data-status={state.status}>
      <Table.Cell fontWeight="medium">{REMOTE_LABELS[remote.name]}</Table.Cell>
      <Table.Cell>{remote.version ?? '—'}</Table.Cell>
      <Table.Cell>{details?.builtAt ?? '—'}</Table.Cell>
      <Table.Cell>
        <Code wordBreak="break-all">{details?.entry || '—'}</Code>
      </Table.Cell>
      <Table.Cell>{formatLoadTime(loadMs)}</Table.Cell>
      <Table.Cell>
        {state.status === 'failed' ? (
          <Stack gap="1">
            <Badge colorPalette="red" alignSelf="start">
              {ABOUT_TEXT.failed}
            </Badge>
            <Text fontSize="xs" color="fg.error">
              {state.error}
            </Text>
          </Stack>
        ) : state.status === 'loading' ? (
          <Badge colorPalette="gray">{ABOUT_TEXT.loading}</Badge>
        ) : (
          <Stack gap="1">
            <Badge colorPalette="green" alignSelf="start">
              {ABOUT_TEXT.loaded}
            </Badge>
            {details?.moduleMs === undefined ? (
              <Text fontSize="xs" color="fg.muted">
                {ABOUT_TEXT.notLoaded}
              </Text>
            ) : null}
          </Stack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
