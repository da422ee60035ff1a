import type { RemoteNavEntry } from '@opsdeck/contracts';
import { useAuthorizer, useFeatureFlags } from '@opsdeck/shared/services';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';

export interface Navigation {
  main: RemoteNavEntry[];
  settings: RemoteNavEntry[];
}

/**
 * Navigation entries of the loaded remotes that this user may see: the feature (and its parent)
 * is enabled and the user may read the resource. The Settings group is hidden from viewers.
 */
export function useNavigation(): Navigation {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const authorizer = useAuthorizer();
  const visible = [...remotes.values()]
    .flatMap((state) => (state.status === 'ready' ? state.module.nav : []))
    .filter((entry) => flags.isEnabled(entry.feature) && authorizer.can(entry.permission.action, entry.permission.resource));
  return {
    main: visible.filter((entry) => entry.group === 'main').sort((a, b) => a.order - b.order),
    settings: authorizer.isViewer
      ? []
      : visible.filter((entry) => entry.group === 'settings').sort((a, b) => a.label.localeCompare(b.label)),
  };
}
