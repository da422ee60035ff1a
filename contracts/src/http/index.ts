export * from './client';
export * from './content-range';
export * from './failures';
export * from './redirects';
export * from './return-to';
export * from './status';
export * from './testing';
