// @opsdeck/shared/dialog: the kit dialogs (Modal, ConfirmDialog), their sizes, and the Chakra
// dialog they are built on.
export { Dialog } from '@chakra-ui/react';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmVariant } from './ConfirmDialog';
export { dialogWidth, dialogHeight, widthBand, EXPANDED_DIALOG_WIDTH, type DialogSize } from './sizes';
export { useWindowWidth } from './useWindowWidth';
