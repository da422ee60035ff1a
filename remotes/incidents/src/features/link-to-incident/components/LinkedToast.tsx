import { routePaths } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';
import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/**
 * The success toast's text: a link to the incident. Toasts render outside the router, so the link
 * navigates through the dialog's `navigate` (a plain click) and keeps a real href (new tab, copy).
 */
export function LinkedToast({
  incident,
  navigate,
}: {
  incident: { id: string; incident_id?: string | null | undefined; title: string };
  navigate: NavigateFunction;
}) {
  const path = routePaths.incident(incident.id);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Link href={path} onClick={follow} color="inherit" textDecoration="underline">
      Linked to {incident.incident_id ? `${incident.incident_id}: ` : ''}
      {incident.title}
    </Link>
  );
}
