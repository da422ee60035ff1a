import { Stack } from '@opsdeck/shared';
import { CatalogNav } from '../../../components/CatalogNav';
import { ChangesView } from './ChangesView';

/** /catalog/changes: the changes of every item. */
export function ChangesPage() {
  return (
    <Stack gap="3" p="4" minW="0">
      <CatalogNav />
      <ChangesView />
    </Stack>
  );
}
