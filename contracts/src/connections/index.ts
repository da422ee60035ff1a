export * from './types';
export * from './secret-value';
export * from './catalogue';
export * from './row';
export * from './api';
export { NOTIFICATION_DEFAULT_HOSTS } from './catalogue-notifications';
