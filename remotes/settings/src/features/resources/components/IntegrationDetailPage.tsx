import { NO_RESOURCES_FOUND, routePaths } from '@opsdeck/contracts';
import { Alert, Box, Link, Stack, Text } from '@opsdeck/shared';
import { ResourceEditor } from '@opsdeck/shared/resource-editor';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SETTINGS_TABLES } from '../lib/tables';
import { TopologyEditor } from './SettingsResourcePage';

/**
 * /settings/integrations/{type}/{id} (write on integrations, checked by the route): a topology in
 * the topology form, a log backend in its editor; a catalog scraper is edited on its catalog page.
 */
export function IntegrationDetailPage() {
  const { type, id } = useParams<{ type: string; id: string }>();
  let body;
  if (type === 'topologies') body = <TopologyEditor id={id} />;
  else if (type === 'logging_backends') body = <ResourceEditor table={SETTINGS_TABLES.logging_backends} id={id} />;
  else if (type === 'scrapers' && id) {
    body = (
      <Stack gap="2">
        <Text>Catalog scrapers are edited with the catalog.</Text>
        <Link asChild color="blue.fg">
          <RouterLink to={routePaths.catalogScraper(id)}>Open the scraper</RouterLink>
        </Link>
      </Stack>
    );
  } else {
    body = (
      <Alert.Root status="info">
        <Alert.Title>{NO_RESOURCES_FOUND}</Alert.Title>
      </Alert.Root>
    );
  }
  return <Box p="4">{body}</Box>;
}
