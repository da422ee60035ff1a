export { ExtensionsProvider, useContributions, type RegisteredExtension, type VisibleContribution } from './context';
export { ContributionView, contributionErrorMessage } from './ContributionView';
export { ResourceActions, type ResourceActionsProps } from './ResourceActions';
export { ResourcePanels, useResourceTabs, type ContributedTab } from './resource-tabs';
