export * from './remote-module';
export * from './runtime-manifest';
export * from './path-ownership';
export * from './define-route';
