import { scraperSpecTemplate } from '@opsdeck/contracts';
import { Box } from '@opsdeck/shared';
import { ResourceEditor } from '@opsdeck/shared/resource-editor';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useParams, useSearchParams } from 'react-router-dom';
import { SCRAPERS_TABLE, scraperTypeFromParam } from '../lib/scrapers-table';
import { RunScraperButton } from './RunScraperButton';

/**
 * /catalog/scrapers/{id}: the generic resource editor on config_scrapers, with Run now for writers;
 * /catalog/scrapers/new?type=<key> starts from that type's spec.
 */
export function ScraperPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const canRun = useAuthorizer().can('write', 'config_scrapers');
  const type = scraperTypeFromParam(search.get('type'));
  return (
    <Box p="4">
      <ResourceEditor
        table={SCRAPERS_TABLE}
        id={id}
        initialSpec={scraperSpecTemplate(type ?? 'custom')}
        actions={(scraper) => (canRun ? <RunScraperButton scraperId={scraper.id} /> : null)}
      />
    </Box>
  );
}
