import { Box, LoadFailure, lazyModule, Portal, useLazyModule } from '@opsdeck/shared';
import type { CheckDetailModalProps } from '../features/check-detail/components/CheckDetailModal';

// The check-detail feature's modal (graph, history, editor), for the pages that open a check: it
// loads when a check is opened, not with the page.
const checkModalModule = lazyModule(() => import('../features/check-detail/components/CheckDetailModal'));

/**
 * The check modal once its code is here. A download that failed (offline) says so with Retry and
 * Close, drawn without the dialog's own code, which may be missing too; it loads again when the
 * browser is back online, on Retry, or when a check is opened again.
 */
export function CheckModal(props: CheckDetailModalProps) {
  const { value, error, retry } = useLazyModule(checkModalModule);
  if (value) return <value.CheckDetailModal {...props} />;
  if (error === undefined) return null;
  return (
    <Portal>
      <Box
        role="dialog"
        aria-label="Check"
        data-testid="check-modal"
        position="fixed"
        top="16"
        left="50%"
        transform="translateX(-50%)"
        w="min(32rem, calc(100vw - 2rem))"
        zIndex="modal"
        bg="bg.panel"
        rounded="md"
        boxShadow="lg"
      >
        <LoadFailure error={error} onRetry={retry} onClose={props.onClose} autoFocus />
      </Box>
    </Portal>
  );
}
