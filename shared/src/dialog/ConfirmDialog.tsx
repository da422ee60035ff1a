import { Button, Dialog, Flex, Portal, Spinner, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { CheckCircleIcon, WarningIcon } from '../icons';

export type ConfirmVariant = 'delete' | 'approve';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** May return a promise: the dialog shows a busy spinner until it settles, then closes on success. */
  onConfirm: () => unknown;
  title: ReactNode;
  description?: ReactNode;
  /** "delete": red warning (default); "approve": green check. */
  variant?: ConfirmVariant;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Busy state controlled by the caller (e.g. a mutation's isPending). */
  isLoading?: boolean;
}

const LOOK = {
  delete: { palette: 'red', Icon: WarningIcon, label: 'Delete' },
  approve: { palette: 'green', Icon: CheckCircleIcon, label: 'Approve' },
} as const;

const isThenable = (v: unknown): v is PromiseLike<unknown> => !!v && typeof (v as { then?: unknown }).then === 'function';

/** Asks before a destructive or approving action; idle, then busy while the action runs. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  variant = 'delete',
  confirmLabel,
  cancelLabel = 'Cancel',
  isLoading = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = isLoading || pending;
  const { palette, Icon, label } = LOOK[variant];

  const confirm = async () => {
    const result = onConfirm();
    if (!isThenable(result)) return;
    setPending(true);
    try {
      await result;
      onClose();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => {
        if (!d.open && !busy) onClose();
      }}
      placement="center"
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-variant={variant} aria-busy={busy}>
            <Dialog.Header>
              <Flex align="center" gap="3">
                <Icon boxSize="6" color={`${palette}.solid`} aria-label={variant === 'delete' ? 'Warning' : 'Confirm'} />
                <Dialog.Title>{title}</Dialog.Title>
              </Flex>
            </Dialog.Header>
            {description ? (
              <Dialog.Body>{typeof description === 'string' ? <Text>{description}</Text> : description}</Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={palette} onClick={confirm} disabled={busy} aria-busy={busy}>
                {busy ? <Spinner size="sm" aria-label="Working" /> : null}
                {confirmLabel ?? label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
