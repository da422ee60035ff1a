export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmVariant } from './ConfirmDialog';
export { dialogWidth, dialogHeight, widthBand, EXPANDED_DIALOG_WIDTH, type DialogSize } from './sizes';
export { useWindowWidth } from './useWindowWidth';
