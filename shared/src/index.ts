// @opsdeck/shared core: loaded by the shell at start-up (also on the login page). Heavier parts live
// in subpath entries (overlays, tabs, drawer, dialog, card-width, table, time-range, format, url-state,
// editor) so they stay out of it.
export * from './primitives';
export { system } from './theme/system';
export { applyColorMode, readColorModePreference, resolveColorMode } from './theme/color-mode';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export { toaster, notify, errorMessageOf, type NotifyOptions } from './toast/toaster';
export { AppToaster, preloadToastRegion } from './toast/AppToaster';
export { CONSOLE_QUERY_DEFAULTS } from './toast/query-defaults';
export { ErrorBoundary, type ErrorBoundaryProps } from './errors/ErrorBoundary';
export { ErrorPanel, messageOf, type ErrorPanelProps } from './errors/ErrorPanel';
export { CrashFallback, type CrashFallbackProps } from './errors/CrashFallback';
export { Unauthorized } from './errors/Unauthorized';
export { LoadFailure, type LoadFailureProps } from './errors/LoadFailure';
export { PageLink, type PageLinkProps } from './links/PageLink';
export * from './icons';
export { OpsdeckMark, type OpsdeckMarkProps } from './brand/OpsdeckMark';
export * from './clipboard';
export * from './tags';
export * from './user';
export * from './progress';
export * from './filters';
export { StatusBadge, statusColour } from './status/StatusBadge';
export * from './lazy';
export * from './hooks';
export * from './forms';
export * from './scroll';
export { Toolbar, type ToolbarProps } from './layout/Toolbar';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState';
