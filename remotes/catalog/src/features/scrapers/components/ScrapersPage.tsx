import { routePaths, SCRAPER_MESSAGES, type ConfigScraper } from '@opsdeck/contracts';
import { Button, Heading, HStack, Stack } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { ResourceBreadcrumb, ResourceList, type ResourceListColumn } from '@opsdeck/shared/resource-editor';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CatalogNav } from '../../../components/CatalogNav';
import { SCRAPERS_TABLE, scraperScheduleLabel, scraperTypesLabel } from '../lib/scrapers-table';
import { ScraperTypePicker } from './ScraperTypePicker';

const COLUMNS: ResourceListColumn<ConfigScraper>[] = [
  { header: SCRAPER_MESSAGES.typesColumn, cell: (row) => scraperTypesLabel(row.spec) },
  { header: SCRAPER_MESSAGES.scheduleColumn, cell: (row) => scraperScheduleLabel(row.spec) },
];

/** /catalog/scrapers: the scrapers with their last run; writers add one from the type picker. */
export function ScrapersPage() {
  const canWrite = useAuthorizer().can('write', 'config_scrapers');
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  return (
    <Stack gap="4" p="4">
      <CatalogNav />
      <HStack justify="space-between">
        <Stack gap="1">
          <ResourceBreadcrumb table={SCRAPERS_TABLE} />
          <Heading size="lg">{SCRAPERS_TABLE.pluralLabel}</Heading>
        </Stack>
        {canWrite ? (
          <Button colorPalette="blue" onClick={() => setPicking(true)}>
            {SCRAPER_MESSAGES.addScraper}
          </Button>
        ) : null}
      </HStack>
      <ResourceList table={SCRAPERS_TABLE} columns={COLUMNS} />
      <Modal open={picking} onClose={() => setPicking(false)} title={SCRAPER_MESSAGES.pickType}>
        <ScraperTypePicker onPick={(key) => navigate(`${routePaths.catalogScraper('new')}?type=${encodeURIComponent(key)}`)} />
      </Modal>
    </Stack>
  );
}
