export * from './remote-module';
export * from './runtime-manifest';
export * from './path-ownership';
export * from './define-route';
export * from './remote-module-schema';
export * from './federation-manifest';
export * from './extension-points';
export * from './define-contribution';
