import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { useKeyboardScrollable } from '../scroll/useKeyboardScrollable';

export interface CodeBlockProps {
  code: string;
  /** Names the snippet in the copy toast and the copy button, default "code". */
  label?: string;
  /** Shown above the code (e.g. a file name). */
  title?: ReactNode;
  /** Max height before the block scrolls. */
  maxH?: string;
}

/**
 * Monospace, scrollable code with a copy-to-clipboard button. The button has its own column next
 * to the scroll area, so a long line scrolling sideways never runs under it.
 */
export function CodeBlock({ code, label = 'code', title, maxH = '24rem' }: CodeBlockProps) {
  const scrollRef = useKeyboardScrollable<HTMLPreElement>();
  return (
    <Box borderWidth="1px" rounded="md" bg="bg.subtle" overflow="hidden">
      {title ? (
        <Box px="3" py="1.5" borderBottomWidth="1px" fontSize="sm" color="fg.muted">
          {title}
        </Box>
      ) : null}
      <Flex align="flex-start">
        <chakra.pre
          ref={scrollRef}
          flex="1"
          minW="0"
          m="0"
          p="3"
          overflow="auto"
          maxH={maxH}
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre"
        >
          <code>{code}</code>
        </chakra.pre>
        <Box flexShrink="0" p="1" data-testid="code-block-actions">
          <CopyButton value={code} label={label} />
        </Box>
      </Flex>
    </Box>
  );
}
