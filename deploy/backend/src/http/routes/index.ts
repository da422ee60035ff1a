import type { RouteModule } from '../types';
import { aboutRoutes } from './about';
import { authRoutes } from './auth';
import { canaryRoutes } from './canary';
import { healthRoutes } from './health';
import { kubeconfigRoutes } from './kubeconfig';
import { notificationRoutes } from './notifications';
import { playbookRoutes } from './playbooks';
import { postgrestRoutes } from './postgrest';
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
  playbookRoutes,
];

export {
  aboutRoutes,
  authRoutes,
  canaryRoutes,
  healthRoutes,
  kubeconfigRoutes,
  notificationRoutes,
  playbookRoutes,
  postgrestRoutes,
  resourceRoutes,
  snapshotRoutes,
  topologyRoutes,
};
