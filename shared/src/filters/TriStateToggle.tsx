import { Flex, IconButton, Text } from '@chakra-ui/react';
import { TRISTATE, type TristateValue } from '@opsdeck/contracts';
import { CheckIcon, MinusIcon } from '../icons';

export type { TristateValue };

/** Clicking a state sets it; clicking the active state returns to neutral. */
export function nextTriState(current: TristateValue, clicked: typeof TRISTATE.include | typeof TRISTATE.exclude): TristateValue {
  return current === clicked ? TRISTATE.neutral : clicked;
}

export interface TriStateToggleProps {
  /** 0 neutral, 1 include, -1 exclude. */
  value: TristateValue;
  onChange: (value: TristateValue) => void;
  /** What is filtered (shown and used in the button labels). */
  label: string;
  /** Hide the text label (buttons keep their aria labels). */
  hideLabel?: boolean;
  size?: '2xs' | 'xs' | 'sm';
}

/** Include / exclude toggle pair for one filter value. */
export function TriStateToggle({ value, onChange, label, hideLabel = false, size = 'xs' }: TriStateToggleProps) {
  const state = value === TRISTATE.include ? 'include' : value === TRISTATE.exclude ? 'exclude' : 'neutral';
  return (
    <Flex align="center" gap="1" data-state={state} role="group" aria-label={label}>
      {hideLabel ? null : (
        <Text flex="1" fontSize="sm" truncate title={label}>
          {label}
        </Text>
      )}
      <IconButton
        size={size}
        variant={value === TRISTATE.include ? 'solid' : 'outline'}
        colorPalette={value === TRISTATE.include ? 'green' : 'gray'}
        aria-label={`Include ${label}`}
        aria-pressed={value === TRISTATE.include}
        onClick={() => onChange(nextTriState(value, TRISTATE.include))}
      >
        <CheckIcon />
      </IconButton>
      <IconButton
        size={size}
        variant={value === TRISTATE.exclude ? 'solid' : 'outline'}
        colorPalette={value === TRISTATE.exclude ? 'red' : 'gray'}
        aria-label={`Exclude ${label}`}
        aria-pressed={value === TRISTATE.exclude}
        onClick={() => onChange(nextTriState(value, TRISTATE.exclude))}
      >
        <MinusIcon />
      </IconButton>
    </Flex>
  );
}
