import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

export interface CodeBlockProps {
  code: string;
  /** Names the snippet in the copy toast and the copy button, default "code". */
  label?: string;
  /** Shown above the code (e.g. a file name). */
  title?: ReactNode;
  /** Max height before the block scrolls. */
  maxH?: string;
}

/** Monospace, scrollable code with a copy-to-clipboard button. */
export function CodeBlock({ code, label = 'code', title, maxH = '24rem' }: CodeBlockProps) {
  return (
    <Box position="relative" borderWidth="1px" rounded="md" bg="bg.subtle">
      {title ? (
        <Box px="3" py="1.5" borderBottomWidth="1px" fontSize="sm" color="fg.muted">
          {title}
        </Box>
      ) : null}
      <CopyButton value={code} label={label} position="absolute" top="1" right="1" />
      <chakra.pre m="0" p="3" pr="10" overflow="auto" maxH={maxH} fontFamily="mono" fontSize="sm" whiteSpace="pre">
        <code>{code}</code>
      </chakra.pre>
    </Box>
  );
}
