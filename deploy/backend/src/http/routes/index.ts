import type { RouteModule } from '../types';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { postgrestRoutes } from './postgrest';

/**
 * Built-in route modules. Custom endpoints (`/canary/api/summary`, `/playbook/run`, ...) are
 * separate modules added here or passed to createBackend({ routes }).
 */
export const DEFAULT_ROUTE_MODULES: RouteModule[] = [postgrestRoutes, authRoutes, healthRoutes];

export { authRoutes, healthRoutes, postgrestRoutes };
