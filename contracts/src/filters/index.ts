export * from './filter-value';
export * from './page-state';
export * from './time-range-state';
export * from './url-param';
