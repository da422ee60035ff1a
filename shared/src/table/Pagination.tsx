import { Flex, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { TABLE } from '@opsdeck/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';

export interface PaginationProps {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  pageSizeOptions: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  totalRowCount?: number | undefined;
  /** Shown after the row count (the table's Export CSV). */
  actions?: ReactNode;
}

/** Clamp a 1-based page number typed by the user into 1..pageCount. */
export function clampPageNumber(value: number, pageCount: number): number {
  const max = Math.max(TABLE.goToPageMin, pageCount);
  if (!Number.isFinite(value)) return TABLE.goToPageMin;
  return Math.min(max, Math.max(TABLE.goToPageMin, Math.trunc(value)));
}

/** Page navigation, go-to-page input (1..page count, read-only with one page) and page size. */
export function Pagination({
  pageIndex,
  pageSize,
  pageCount,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  totalRowCount,
  actions,
}: PaginationProps) {
  const pages = Math.max(1, pageCount);
  const [draft, setDraft] = useState(String(pageIndex + 1));
  useEffect(() => setDraft(String(pageIndex + 1)), [pageIndex]);

  const go = () => {
    const page = clampPageNumber(Number.parseInt(draft, 10), pages);
    setDraft(String(page));
    if (page - 1 !== pageIndex) onPageChange(page - 1);
  };
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const canPrev = pageIndex > 0;
  const canNext = pageIndex < pages - 1;

  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="flex-end" gap="2" py="2" wrap="wrap" fontSize="sm">
      {totalRowCount !== undefined ? (
        <Text color="fg.muted" mr={actions ? undefined : 'auto'}>
          {totalRowCount} {totalRowCount === 1 ? 'row' : 'rows'}
        </Text>
      ) : null}
      {actions ? <Flex mr="auto">{actions}</Flex> : null}
      <IconButton size="xs" variant="ghost" aria-label="First page" disabled={!canPrev} onClick={() => onPageChange(0)}>
        <ChevronsLeftIcon />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Previous page"
        disabled={!canPrev}
        onClick={() => onPageChange(pageIndex - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Flex align="center" gap="1">
        <Text>Page</Text>
        <Input
          size="xs"
          w="14"
          type="number"
          aria-label="Go to page"
          min={TABLE.goToPageMin}
          max={pages}
          readOnly={pages <= 1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={go}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go();
          }}
        />
        <Text>of {pages}</Text>
      </Flex>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Next page"
        disabled={!canNext}
        onClick={() => onPageChange(pageIndex + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label="Last page" disabled={!canNext} onClick={() => onPageChange(pages - 1)}>
        <ChevronsRightIcon />
      </IconButton>
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field aria-label="Page size" value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
