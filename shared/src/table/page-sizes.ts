import { SERVER_SIDE_PAGE_SIZE_OPTIONS } from '@opsdeck/contracts';
import { usePreference } from '../format/preferences';

/** The server-side choices (50, 100, 200) plus the preferred size when it is another one, ascending. */
export function serverPageSizeOptions(preferred: number): number[] {
  const sizes = new Set<number>(SERVER_SIDE_PAGE_SIZE_OPTIONS);
  if (Number.isInteger(preferred) && preferred > 0) sizes.add(preferred);
  return [...sizes].sort((a, b) => a - b);
}

/**
 * The page size preference as a server-paged table uses it: its default page size, exactly (a
 * preference of 10 shows 10 rows, never rounded up to 50), and the sizes to offer.
 */
export function useServerPageSize(): { preferred: number; options: number[] } {
  const [preferred] = usePreference('persistPageSize');
  return { preferred, options: serverPageSizeOptions(preferred) };
}
