export * from './remote-module';
export * from './runtime-manifest';
export * from './path-ownership';
