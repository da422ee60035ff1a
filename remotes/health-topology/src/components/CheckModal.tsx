import { lazyModule, useLazyModule } from '@opsdeck/shared';
import type { CheckDetailModalProps } from '../features/check-detail/components/CheckDetailModal';

// The check-detail feature's modal (graph, history, editor), for the pages that open a check: it
// loads when a check is opened, not with the page.
const checkModalModule = lazyModule(() => import('../features/check-detail/components/CheckDetailModal'));

export function CheckModal(props: CheckDetailModalProps) {
  const { value } = useLazyModule(checkModalModule);
  return value ? <value.CheckDetailModal {...props} /> : null;
}
