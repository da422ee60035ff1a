import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';
import { AppToaster } from '../toast/AppToaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Render the toast region (bottom-right). Default true; one per page. */
  withToaster?: boolean;
}

/** Chakra system + toast region. Wrap the shell (and tests) in exactly one of these. */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      {withToaster ? <AppToaster /> : null}
    </ChakraProvider>
  );
}
