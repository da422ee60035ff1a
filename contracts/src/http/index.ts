export * from './client';
export * from './content-range';
export * from './describe-failure';
export * from './failures';
export * from './redirects';
export * from './return-to';
export * from './status';
export * from './testing';
