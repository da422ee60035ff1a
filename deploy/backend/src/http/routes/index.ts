import type { RouteModule } from '../types';
import { aboutRoutes } from './about';
import { agentRoutes } from './agents';
import { artifactRoutes } from './artifacts';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { canaryRoutes } from './canary';
import { connectionRoutes } from './connections';
import { catalogRoutes } from './catalog';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { kubeconfigRoutes } from './kubeconfig';
import { kubeproxyRoutes } from './kubeproxy';
import { logsRoutes } from './logs';
import { notificationRoutes } from './notifications';
import { playbookRoutes } from './playbooks';
import { postgrestRoutes } from './postgrest';
import { propertiesRoutes } from './properties';
import { rbacRoutes } from './rbac';
import { resourceRoutes } from './resources';
import { scraperRoutes } from './scrapers';
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
  kubeproxyRoutes,
  resourceRoutes,
  notificationRoutes,
  catalogRoutes,
  agentRoutes,
  scraperRoutes,
  propertiesRoutes,
  artifactRoutes,
  rbacRoutes,
  logsRoutes,
  connectionRoutes,
  playbookRoutes,
  eventRoutes,
  auditRoutes,
];

export {
  aboutRoutes,
  agentRoutes,
  artifactRoutes,
  auditRoutes,
  authRoutes,
  canaryRoutes,
  connectionRoutes,
  catalogRoutes,
  eventRoutes,
  healthRoutes,
  kubeconfigRoutes,
  kubeproxyRoutes,
  logsRoutes,
  notificationRoutes,
  playbookRoutes,
  postgrestRoutes,
  propertiesRoutes,
  rbacRoutes,
  resourceRoutes,
  scraperRoutes,
  snapshotRoutes,
  topologyRoutes,
};
