// Runs a query through an axios instance and validates the rows at the boundary.
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { totalFromHeaders } from '../http/content-range';
import type { PostgrestQuery } from './query';

export interface ListResult<Row> {
  data: Row[];
  /** Total matching rows from Content-Range; offset + rows received when the server did not count. */
  total: number;
}

export interface FetchOptions {
  signal?: AbortSignal;
}

/** Fetches a page with `Prefer: count=exact` (unless the query chose another count) and validates it. */
export async function fetchList<Schema extends z.core.$ZodType>(
  client: AxiosInstance,
  query: PostgrestQuery,
  rowSchema: Schema,
  options: FetchOptions = {},
): Promise<ListResult<z.output<Schema>>> {
  const counted = query.countKind ? query : query.count('exact');
  const { url, headers } = counted.toRequest();
  const response = await client.get<unknown>(url, { headers, signal: options.signal });
  const data = z.array(rowSchema).parse(response.data ?? []);
  const total = totalFromHeaders(response.headers) ?? (counted.offsetValue ?? 0) + data.length;
  return { data, total };
}

/** Fetches rows without counting and validates them. */
export async function fetchRows<Schema extends z.core.$ZodType>(
  client: AxiosInstance,
  query: PostgrestQuery,
  rowSchema: Schema,
  options: FetchOptions = {},
): Promise<z.output<Schema>[]> {
  const { url, headers } = query.toRequest();
  const response = await client.get<unknown>(url, { headers, signal: options.signal });
  return z.array(rowSchema).parse(response.data ?? []);
}
