import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { CopyIcon } from '../icons';
import { copyToClipboard } from './useCopyToClipboard';

export interface CopyButtonProps extends Omit<IconButtonProps, 'onClick' | 'aria-label' | 'value'> {
  /** The text put on the clipboard. */
  value: string;
  /** Names the copied thing in the toast ("Copied {label} to clipboard") and the button label. */
  label: string;
}

/** Icon button copying `value` to the clipboard. */
export function CopyButton({ value, label, size = 'xs', variant = 'ghost', ...rest }: CopyButtonProps) {
  return (
    <IconButton
      {...rest}
      size={size}
      variant={variant}
      aria-label={`Copy ${label}`}
      onClick={(e) => {
        e.stopPropagation();
        void copyToClipboard(value, label);
      }}
    >
      <CopyIcon />
    </IconButton>
  );
}
