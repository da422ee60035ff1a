import { Box, Button, Flex, Tag } from '@chakra-ui/react';
import { TAGS } from '@opsdeck/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { sortTags, type TagsInput } from './sortTags';

export interface TagsProps {
  tags: TagsInput | null | undefined;
  /** Rows shown while collapsed; at least 1. */
  rows?: number;
  /** Called with a clicked tag (e.g. to add it as a filter). */
  onTagClick?: (key: string, value: string) => void;
}

/** Height of `rows` rows of tags, each 2.25rem tall. */
export function tagsMaxHeight(rows: number): string {
  const n = Math.max(TAGS.minRows, Math.floor(rows));
  const unit = parseFloat(TAGS.rowHeight);
  return `${n * unit}rem`;
}

/** Key/value chips, sorted, clipped to whole rows with a show more/less toggle when they overflow. */
export function Tags({ tags, rows = TAGS.minRows, onTagClick }: TagsProps) {
  const list = sortTags(tags);
  const boxRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const maxHeight = tagsMaxHeight(rows);

  useLayoutEffect(() => {
    const el = boxRef.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [list.length, expanded, maxHeight]);

  if (list.length === 0) return null;
  return (
    <Box>
      <Flex
        ref={boxRef}
        data-testid="tags"
        wrap="wrap"
        gap="1"
        overflow="hidden"
        style={{ maxHeight: expanded ? 'none' : maxHeight }}
      >
        {list.map(({ key, value }) => (
          <Flex key={`${key}=${value}`} align="center" style={{ height: TAGS.rowHeight }}>
            <Tag.Root
              size="md"
              variant="subtle"
              cursor={onTagClick ? 'pointer' : undefined}
              onClick={onTagClick ? () => onTagClick(key, value) : undefined}
              title={`${key}: ${value}`}
              {...(onTagClick ? { as: 'button' as const, type: 'button' } : {})}
            >
              <Tag.Label>
                <Box as="span" fontWeight="semibold">
                  {key}
                </Box>
                : {value}
              </Tag.Label>
            </Tag.Root>
          </Flex>
        ))}
      </Flex>
      {overflows || expanded ? (
        <Button size="2xs" variant="plain" px="0" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </Box>
  );
}
