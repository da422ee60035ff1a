import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@opsdeck/shared';
import { routePaths } from '@opsdeck/contracts';
import { NavIcon } from './nav-icons';

/** The bell: a link to the notifications page. */
export function NotificationsBell() {
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label="Notifications">
      <RouterLink to={routePaths.notifications()}>
        <NavIcon name="notifications" />
      </RouterLink>
    </IconButton>
  );
}
