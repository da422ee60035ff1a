import { HEALTH_QUERY_PARAMS, HEALTH_SUMMARY, type HealthTimeRange } from '@opsdeck/contracts';
import { withParams } from '@opsdeck/shared/url-state';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseTimeRangeOption } from '../../health/lib/params';

const { checkId: CHECK_ID, timeRange: TIME_RANGE } = HEALTH_QUERY_PARAMS;

/**
 * The link of a check row: the current page and its parameters plus checkId and timeRange=1h
 * (on a bare /health that is exactly /health?checkId={id}&timeRange=1h).
 */
export function checkHref(pathname: string, params: URLSearchParams, id: string): string {
  const next = withParams(params, { [CHECK_ID]: undefined, [TIME_RANGE]: undefined });
  next.append(CHECK_ID, id);
  next.append(TIME_RANGE, HEALTH_SUMMARY.checkLinkTimeRange);
  return `${pathname}?${next.toString()}`;
}

/** The check modal's URL state: which check is open and over which time range. */
export function useCheckModalParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const checkId = params.get(CHECK_ID) ?? undefined;
  const timeRange = parseTimeRangeOption(params.get(TIME_RANGE));

  const hrefOf = useCallback((id: string) => checkHref(pathname, params, id), [pathname, params]);
  // Opening adds a history entry, so Back closes the modal again.
  const open = useCallback((id: string) => navigate(checkHref(pathname, params, id)), [navigate, pathname, params]);
  const close = useCallback(() => setParams((prev) => withParams(prev, { [CHECK_ID]: undefined })), [setParams]);
  const setTimeRange = useCallback(
    (range: HealthTimeRange) => setParams((prev) => withParams(prev, { [TIME_RANGE]: range }), { replace: true }),
    [setParams],
  );
  return { checkId, timeRange, hrefOf, open, close, setTimeRange };
}
