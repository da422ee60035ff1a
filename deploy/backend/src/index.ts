// @opsdeck/backend: the reference backend, usable in-process (gateway) or standalone (main.ts).
export * from './http';
export * from './authz';
export { createEngine, PgrstError, type Engine, type EngineOptions, type EngineRequest, type EngineResponse } from './postgrest';
export { bootBackend, type BootOptions, type BootedBackend } from './boot';
