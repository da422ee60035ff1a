export * from './json-schema';
export * from './spec-schema';
export * from './duration';
export * from './parameters';
export * from './strings';
export * from './runs-list';
