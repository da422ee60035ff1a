import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface OpsdeckMarkProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** Names the mark for assistive technology; without it the mark is decorative. */
  title?: string;
}

// The theme's accent and its contrast as CSS variables: plain attributes keep the sign-in bundle small.
const TILE = 'var(--chakra-colors-blue-solid)';
const INK = 'var(--chakra-colors-blue-contrast)';
const line = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * The product mark: three stacked decks of a console, the top one carrying a status pulse, drawn
 * in semantic tokens so it follows the colour mode.
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
      <rect width="32" height="32" rx="8" fill={TILE} />
      <path d="M8 21.5l8 4 8-4" stroke={INK} strokeWidth="2" opacity="0.55" {...line} />
      <path d="M8 17l8 4 8-4" stroke={INK} strokeWidth="2" opacity="0.8" {...line} />
      <path d="M16 6.5l8 4-8 4-8-4z" fill={INK} />
      <path d="M11.5 10.5h2.5l1-1.6 2 3.2 1-1.6h2.5" stroke={TILE} strokeWidth="1.3" {...line} />
    </chakra.svg>
  );
}
