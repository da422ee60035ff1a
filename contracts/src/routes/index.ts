export * from './match';
export * from './paths';
export * from './route-table';
