import { Stack } from '@opsdeck/shared';
import { CatalogNav } from '../../../components/CatalogNav';
import { InsightsView } from './InsightsView';

/** /catalog/insights: the insights of every item. */
export function InsightsPage() {
  return (
    <Stack gap="3" p="4" minW="0">
      <CatalogNav />
      <InsightsView />
    </Stack>
  );
}
