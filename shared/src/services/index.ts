export type { AccessAction, Authorizer, FeatureFlags, SessionUser, ShellServices } from './types';
export { ShellServicesProvider, useApi, useAuthorizer, useFeatureFlags, useShellServices } from './context';
