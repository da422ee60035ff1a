import { PALETTE_KIND_LABELS } from '@opsdeck/contracts';
import { Badge, Box, Flex, Text } from '@opsdeck/shared';
import type { PaletteItem } from '../lib/rank';

export interface PaletteRowProps {
  id: string;
  item: PaletteItem;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option of the palette's list: label, a second line, and what kind of entry it is. */
export function PaletteRow({ id, item, active, onHover, onChoose }: PaletteRowProps) {
  return (
    <Flex
      as="li"
      id={id}
      role="option"
      aria-selected={active}
      data-kind={item.kind}
      align="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      cursor="pointer"
      bg={active ? 'bg.emphasized' : undefined}
      onMouseMove={onHover}
      // Keeps the focus in the input, so typing and arrows keep working after a click elsewhere.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <Box flex="1" minW="0">
        <Text truncate fontWeight="medium">
          {item.label}
        </Text>
        {item.detail ? (
          <Text truncate fontSize="xs" color="fg.muted">
            {item.detail}
          </Text>
        ) : null}
      </Box>
      <Badge variant="subtle" colorPalette={item.kind === 'command' ? 'blue' : 'gray'} flexShrink={0}>
        {PALETTE_KIND_LABELS[item.kind]}
      </Badge>
    </Flex>
  );
}
