import { PERMISSIONS_HELP_PATH } from '@opsdeck/contracts';

/**
 * External documentation. The console speaks the Mission Control API, so its reference
 * documentation is Mission Control's.
 */
export const DOCUMENTATION_URL = 'https://flanksource.com/docs';

/** Kubernetes' own guide to kubeconfig files, linked from the download modal. */
export const KUBECONFIG_GUIDE_URL = 'https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/';

export interface HelpLink {
  label: string;
  href: string;
}

export const HELP_LINKS: readonly HelpLink[] = [
  { label: 'Documentation', href: DOCUMENTATION_URL },
  { label: 'Permissions reference', href: `${DOCUMENTATION_URL}${PERMISSIONS_HELP_PATH}` },
  { label: 'Using kubeconfig files', href: KUBECONFIG_GUIDE_URL },
];
