// Business constants, limits and defaults of the three specifications.
export * from './constants/shell';
export * from './constants/operations';
export * from './constants/settings';
export * from './constants/integrations';
export * from './constants/health-check-types';
export * from './constants/catalog';
export * from './constants/incidents';
export * from './constants/notifications';
export * from './constants/administration';
export * from './constants/scrapers';
export * from './constants/users';
export * from './constants/console-tools';
export * from './constants/csv-export';
export * from './constants/audit-log';
