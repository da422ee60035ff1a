import { Box, Flex, Text, useKeyboardScrollable } from '@opsdeck/shared';
import { useMemo } from 'react';
import { diffStats, parseUnifiedDiff, type DiffLine } from '../lib/diff-lines';

const LINE_STYLE: Record<DiffLine['kind'], { bg?: string; color?: string; sign: string }> = {
  add: { bg: 'green.subtle', color: 'green.fg', sign: '+' },
  remove: { bg: 'red.subtle', color: 'red.fg', sign: '-' },
  context: { sign: ' ' },
  hunk: { bg: 'blue.subtle', color: 'blue.fg', sign: '' },
  header: { color: 'fg.muted', sign: '' },
};

/** A unified diff with added and removed lines marked and numbered; headers are left out. */
export function DiffView({ diff, label = 'Diff' }: { diff: string | null | undefined; label?: string }) {
  // Only text inside: the diff itself takes the focus when it scrolls, so the keyboard can scroll it.
  const scrollRef = useKeyboardScrollable<HTMLDivElement>();
  const lines = useMemo(() => parseUnifiedDiff(diff).filter((line) => line.kind !== 'header'), [diff]);
  const stats = useMemo(() => diffStats(lines), [lines]);
  if (lines.length === 0) return <Text color="fg.muted">No differences</Text>;
  return (
    <Box role="region" aria-label={label}>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {stats.added} added, {stats.removed} removed
      </Text>
      <Box
        as="pre"
        ref={scrollRef}
        fontFamily="mono"
        fontSize="xs"
        borderWidth="1px"
        rounded="md"
        overflow="auto"
        maxH="96"
        py="1"
      >
        {lines.map((line, index) => {
          const style = LINE_STYLE[line.kind];
          return (
            <Flex key={index} bg={style.bg} color={style.color} data-diff-line={line.kind} px="2" gap="2">
              <Box as="span" w="8" textAlign="right" color="fg.subtle" flexShrink={0} aria-hidden="true">
                {line.oldNumber ?? ''}
              </Box>
              <Box as="span" w="8" textAlign="right" color="fg.subtle" flexShrink={0} aria-hidden="true">
                {line.newNumber ?? ''}
              </Box>
              <Box as="span" w="3" flexShrink={0}>
                {style.sign}
              </Box>
              <Box as="span" whiteSpace="pre">
                {line.text}
              </Box>
            </Flex>
          );
        })}
      </Box>
    </Box>
  );
}
