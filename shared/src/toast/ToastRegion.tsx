import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, WarningIcon } from '../icons';
import { toaster } from './toaster';

/**
 * Success, error and warning toasts are filled with their palette's solid colour, so their icons
 * take the toast's text colour (the palette's contrast); in the palette's own colour they vanish.
 */
function ToastIcon({ type }: { type: string | undefined }) {
  if (type === 'loading') return <Spinner size="sm" color="blue.solid" aria-label="Loading" />;
  if (type === 'success') return <CheckCircleIcon boxSize="5" color="currentColor" aria-label="Success" />;
  if (type === 'error') return <ErrorIcon boxSize="5" color="currentColor" aria-label="Error" />;
  if (type === 'warning') return <WarningIcon boxSize="5" color="currentColor" aria-label="Warning" />;
  return null;
}

/** Bottom-right toast region: icon by type, title, description, close button. */
export default function ToastRegion() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <ToastIcon type={toast.type} />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label="Close">
              <CloseIcon boxSize="4" />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
