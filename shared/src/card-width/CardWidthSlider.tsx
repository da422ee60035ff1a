import { Flex, Slider, Text } from '@chakra-ui/react';
import { CARD_WIDTH } from '@opsdeck/contracts';

/** Snap a width into 250..768 on the step-2 grid. */
export function clampCardWidth(px: number): number {
  if (!Number.isFinite(px)) return CARD_WIDTH.default;
  const stepped = CARD_WIDTH.min + Math.round((px - CARD_WIDTH.min) / CARD_WIDTH.step) * CARD_WIDTH.step;
  return Math.min(CARD_WIDTH.max, Math.max(CARD_WIDTH.min, stepped));
}

export interface CardWidthSliderProps {
  /** Width in pixels. */
  value: number;
  onChange: (px: number) => void;
  label?: string;
}

/** Card width slider: 250..768 px, step 2. */
export function CardWidthSlider({ value, onChange, label = 'Card width' }: CardWidthSliderProps) {
  const v = clampCardWidth(value);
  return (
    <Flex direction="column" gap="1" minW="40">
      <Flex justify="space-between">
        <Text fontSize="sm">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {v}px
        </Text>
      </Flex>
      <Slider.Root
        min={CARD_WIDTH.min}
        max={CARD_WIDTH.max}
        step={CARD_WIDTH.step}
        value={[v]}
        onValueChange={(d) => onChange(clampCardWidth(d.value[0] ?? v))}
        size="sm"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumb index={0} aria-label={label}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        </Slider.Control>
      </Slider.Root>
    </Flex>
  );
}
