import { ROUTES } from '../routes/route-table';
import type { RemoteName, RemoteRoute } from './remote-module';

/**
 * A remote's route, taken from the route table (title, permission, feature, layout) plus the
 * loader of its page, so a remote cannot drift from the table the shell and links rely on.
 */
export function defineRemoteRoute<Component>(
  remote: RemoteName,
  path: string,
  load: () => Promise<{ default: Component }>,
): RemoteRoute<Component> {
  const definition = ROUTES.find((route) => route.path === path);
  if (!definition) throw new Error(`${path} is not in the route table`);
  if (definition.remote !== remote) throw new Error(`${path} belongs to ${definition.remote}, not ${remote}`);
  return {
    path: definition.path,
    title: definition.title,
    layout: definition.layout,
    ...(definition.permission ? { permission: definition.permission } : {}),
    ...(definition.feature ? { feature: definition.feature } : {}),
    load,
  };
}
