import { HEALTH_QUERY_PARAMS, HEALTH_SUMMARY, type HealthTimeRange } from '@opsdeck/contracts';
import { withParams } from '@opsdeck/shared/url-state';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseTimeRangeOption } from './time-range-option';

const { checkId: CHECK_ID, timeRange: TIME_RANGE } = HEALTH_QUERY_PARAMS;

/**
 * History state of the entry a row link or open() pushes: closing that modal goes back to the
 * entry before it (the list exactly as it was, its own time range included), so Back never
 * reopens a closed modal.
 */
export const CHECK_MODAL_STATE = { openedFromList: true } as const;

const openedFromList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { openedFromList?: unknown }).openedFromList === true;

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

/** Marks the link of a check in a list, so focus can go back to it when its modal closes. */
export const CHECK_LINK_ATTRIBUTE = 'data-check-link';

/**
 * When the modal closes, focus goes back to the link of the check it showed (the dialog's own
 * focus return has nothing to go back to: the modal unmounts with the URL change). A row the list
 * no longer renders (filtered out, scrolled away in the virtual table) leaves focus where it is.
 */
function useFocusReturn(checkId: string | undefined) {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (checkId) {
      shown.current = checkId;
      return undefined;
    }
    const id = shown.current;
    shown.current = undefined;
    if (!id) return undefined;
    // After the dialog's own unmount and focus handling in this frame.
    const frame = requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLElement>(`[${CHECK_LINK_ATTRIBUTE}]`)]
        .find((link) => link.getAttribute(CHECK_LINK_ATTRIBUTE) === id)
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [checkId]);
}

/** The check modal's URL state: which check is open and over which time range. */
export function useCheckModalParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const checkId = params.get(CHECK_ID) ?? undefined;
  const timeRange = parseTimeRangeOption(params.get(TIME_RANGE));
  const fromList = openedFromList(location.state);
  useFocusReturn(checkId);

  const hrefOf = useCallback((id: string) => checkHref(pathname, params, id), [pathname, params]);
  // Opening adds a history entry, so Back closes the modal again.
  const open = useCallback(
    (id: string) => navigate(checkHref(pathname, params, id), { state: CHECK_MODAL_STATE }),
    [navigate, pathname, params],
  );
  // Closing removes the entry opening added; a modal reached by a shared link drops its
  // parameters in place instead (its timeRange too: it was the modal's, not the list's).
  const close = useCallback(() => {
    if (fromList) navigate(-1);
    else setParams((prev) => withParams(prev, { [CHECK_ID]: undefined, [TIME_RANGE]: undefined }), { replace: true });
  }, [fromList, navigate, setParams]);
  const setTimeRange = useCallback(
    (range: HealthTimeRange) =>
      setParams((prev) => withParams(prev, { [TIME_RANGE]: range }), { replace: true, state: location.state }),
    [setParams, location.state],
  );
  return { checkId, timeRange, hrefOf, open, close, setTimeRange };
}
