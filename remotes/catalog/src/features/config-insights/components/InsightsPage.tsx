import { Stack } from '@opsdeck/shared';
import { ChangesLinks } from '../../../components/CatalogNav';
import { InsightsView } from './InsightsView';

/** /catalog/insights: the insights of every item. */
export function InsightsPage() {
  return (
    <Stack gap="3" p="4" minW="0">
      <ChangesLinks />
      <InsightsView />
    </Stack>
  );
}
