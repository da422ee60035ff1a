import { Grid, type GridProps } from '@opsdeck/shared';

/**
 * Cards in as many columns as fit at the preferred card width, stretched to fill the row, so the
 * grid uses the page's width at any size; a window narrower than one card shows one full-width column.
 */
export function CardGrid({ minWidth, ...rest }: { minWidth: number } & GridProps) {
  return (
    <Grid
      gap="4"
      alignItems="start"
      templateColumns={`repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`}
      data-testid="topology-grid"
      {...rest}
    />
  );
}
