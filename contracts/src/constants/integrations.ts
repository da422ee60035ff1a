// The Add Integration wizard (spec 3 sections 2, 4 and 9): its options, the GitOps chart
// repository and the texts of the option form.
import { ADD_INTEGRATION } from './settings';

export type GitOpsOption = (typeof ADD_INTEGRATION.gitopsTiles)[number];
export type DirectOption = (typeof ADD_INTEGRATION.directTiles)[number];

/** The Helm repository every GitOps option installs from. */
export const GITOPS_REPOSITORY = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;

export const GITOPS_TEXTS = {
  fluxWarning: 'You will need to have Kubernetes chart installed in flux to use this option.',
  namespace: 'Namespace',
  values: 'Values',
  helmIntro: 'Copy the following commands to install the chart',
  fluxIntro: 'Commit these manifests to the repository flux reconciles',
} as const;

/** Where each direct option leads (the route hints of spec 3 section 2 are kept with them). */
export const DIRECT_OPTION_TARGETS = {
  'Custom Topology': '/settings/topologies/new',
  'Catalog Scraper': '/catalog/scrapers',
  'Log Backends': '/settings/logging_backends/new',
} as const satisfies Record<DirectOption, string>;

export const INTEGRATIONS_TEXTS = {
  addButton: 'Add Integration',
  empty: 'No integrations yet',
} as const;
