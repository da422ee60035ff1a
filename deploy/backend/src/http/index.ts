// HTTP layer of the reference backend: router, request context, body handling, route modules.
export { createBackend, type Backend, type BackendOptions } from './backend';
export { Router } from './router';
export { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from './errors';
export { json } from './respond';
export { consoleLogger, silentLogger, type Logger } from './logger';
export { stripApiPrefix } from './dispatch';
export { DEFAULT_ROUTE_MODULES } from './routes';
export type { BackendDeps, HttpResult, Method, RequestContext, RouteDefinition, RouteModule } from './types';
