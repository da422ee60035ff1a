import { Flex, IconButton, Text } from '@chakra-ui/react';
import { clearFilterLabel } from '@opsdeck/contracts';
import { CloseIcon } from '../icons';

export interface ScopeChipProps {
  /** What narrows the list (e.g. "Component"). */
  label: string;
  /** Its value as people read it (a name rather than an id). */
  value: string;
  onClear: () => void;
}

/** A filter set from elsewhere (a link) that the toolbar has no control for: shown, and removable. */
export function ScopeChip({ label, value, onClear }: ScopeChipProps) {
  return (
    <Flex
      data-scope-chip=""
      align="center"
      gap="1"
      h="8"
      ps="3"
      pe="1"
      maxW="20rem"
      borderWidth="1px"
      rounded="full"
      bg="bg.subtle"
      fontSize="sm"
    >
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}:
      </Text>
      <Text as="span" fontWeight="medium" truncate>
        {value}
      </Text>
      <IconButton aria-label={clearFilterLabel(label)} size="2xs" variant="ghost" rounded="full" onClick={onClear}>
        <CloseIcon />
      </IconButton>
    </Flex>
  );
}
