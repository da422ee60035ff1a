import type { RouteModule } from '../types';
import { aboutRoutes } from './about';
import { artifactRoutes } from './artifacts';
import { authRoutes } from './auth';
import { canaryRoutes } from './canary';
import { connectionRoutes } from './connections';
import { healthRoutes } from './health';
import { kubeconfigRoutes } from './kubeconfig';
import { notificationRoutes } from './notifications';
import { postgrestRoutes } from './postgrest';
import { propertiesRoutes } from './properties';
import { rbacRoutes } from './rbac';
import { resourceRoutes } from './resources';
import { snapshotRoutes } from './snapshot';
import { topologyRoutes } from './topology';

/**
 * Built-in route modules. Custom endpoints (`/canary/api/summary`, `/playbook/run`, ...) are
 * separate modules added here or passed to createBackend({ routes }).
 */
export const DEFAULT_ROUTE_MODULES: RouteModule[] = [
  postgrestRoutes,
  authRoutes,
  healthRoutes,
  canaryRoutes,
  topologyRoutes,
  snapshotRoutes,
  aboutRoutes,
  kubeconfigRoutes,
  resourceRoutes,
  notificationRoutes,
  propertiesRoutes,
  artifactRoutes,
  rbacRoutes,
  connectionRoutes,
];

export {
  aboutRoutes,
  artifactRoutes,
  authRoutes,
  canaryRoutes,
  connectionRoutes,
  healthRoutes,
  kubeconfigRoutes,
  notificationRoutes,
  postgrestRoutes,
  propertiesRoutes,
  rbacRoutes,
  resourceRoutes,
  snapshotRoutes,
  topologyRoutes,
};
