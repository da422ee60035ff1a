import { compareText, type RemoteNavEntry } from '@opsdeck/contracts';
import { useAuthorizer, useFeatureFlags, useShellServices } from '@opsdeck/shared/services';
import { collectContributions, settingsPageNavEntry, settingsPagesOf } from '../remotes/contributions';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { isPathHidden } from '../routing/route-visibility';

export interface Navigation {
  main: RemoteNavEntry[];
  settings: RemoteNavEntry[];
}

/**
 * Navigation entries of the loaded remotes that this user may see: the feature (and its parent)
 * is enabled, the user may read the resource and the identity provider has the page (no Users
 * page with the hosted provider). The Settings group is hidden from viewers and sorted by label.
 */
export function useNavigation(): Navigation {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const authorizer = useAuthorizer();
  const { identityProvider } = useShellServices();
  const contributed = settingsPagesOf(collectContributions(remotes)).flatMap((page) => {
    const entry = settingsPageNavEntry(page);
    return entry ? [entry] : [];
  });
  const visible = [...remotes.values()]
    .flatMap((state) => (state.status === 'ready' ? state.module.nav : []))
    .concat(contributed)
    .filter((entry) => flags.isEnabled(entry.feature) && authorizer.can(entry.permission.action, entry.permission.resource))
    .filter((entry) => !isPathHidden(entry.path, identityProvider));
  return {
    main: visible.filter((entry) => entry.group === 'main').sort((a, b) => a.order - b.order),
    settings: authorizer.isViewer
      ? []
      : visible.filter((entry) => entry.group === 'settings').sort((a, b) => compareText(a.label, b.label)),
  };
}
