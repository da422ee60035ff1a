export * from './query-defaults';
export * from './query-keys';
