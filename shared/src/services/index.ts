export type { AccessAction, Authorizer, FeatureFlags, SessionUser, ShellServices } from './types';
export { ShellServicesProvider, useApi, useAuthorizer, useFeatureFlags, useShellServices } from './context';
export { TopBarContent, TopBarContext, useTopBarRefresh, type RefreshAction, type TopBarSlots } from './top-bar';
export { LiveUpdatesProvider, useLiveUpdates, usePollingInterval, type LiveUpdatesState } from './live-updates';
export { PageAvailabilityProvider, usePageAvailable, type PageAvailability } from './pages';
