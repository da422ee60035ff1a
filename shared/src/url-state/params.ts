/** A copy of `params` with `updates` applied; undefined, null and empty values remove the key. */
export function withParams(
  params: URLSearchParams,
  updates: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(updates)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
