import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@opsdeck/shared';
import { usePageAvailable } from '@opsdeck/shared/services';
import { routePaths } from '@opsdeck/contracts';
import { NavIcon } from './nav-icons';

/** The bell: a link to the notifications page, shown only while that page exists (its remote loaded, its feature on). */
export function NotificationsBell() {
  const available = usePageAvailable(routePaths.notifications());
  if (!available) return null;
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label="Notifications">
      <RouterLink to={routePaths.notifications()}>
        <NavIcon name="notifications" />
      </RouterLink>
    </IconButton>
  );
}
