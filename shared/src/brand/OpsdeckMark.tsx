import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface OpsdeckMarkProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** Names the mark for assistive technology; without it the mark is decorative. */
  title?: string;
}

/**
 * The product mark: three stacked decks of a console, the top one carrying a status pulse.
 * Drawn in the theme's tokens (the tile in the accent colour, the decks in its contrast), so it
 * follows the colour mode.
 */
export function OpsdeckMark({ title, boxSize = '7', ...rest }: OpsdeckMarkProps) {
  return (
    <chakra.svg
      viewBox="0 0 32 32"
      boxSize={boxSize}
      flexShrink={0}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      data-testid="opsdeck-mark"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <chakra.rect width="32" height="32" rx="8" fill="blue.solid" />
      <chakra.path
        d="M8 21.5l8 4 8-4"
        fill="none"
        stroke="blue.contrast"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={0.55}
      />
      <chakra.path
        d="M8 17l8 4 8-4"
        fill="none"
        stroke="blue.contrast"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={0.8}
      />
      <chakra.path d="M16 6.5l8 4-8 4-8-4z" fill="blue.contrast" />
      <chakra.path
        d="M11.5 10.5h2.5l1-1.6 2 3.2 1-1.6h2.5"
        fill="none"
        stroke="blue.solid"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </chakra.svg>
  );
}
