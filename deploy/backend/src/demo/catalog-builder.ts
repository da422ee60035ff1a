import { LOCAL_AGENT_ID } from '../db/constants';
import { DAY, HOUR, idAgo, type SeedContext } from './context';
import type { ConfigItem } from './catalog';

type Required = Omit<
  ConfigItem,
  'id' | 'parentId' | 'path' | 'deletedMsAgo' | 'createdMsAgo' | 'agentId' | 'description' | 'properties'
>;
type Optional = Partial<Pick<ConfigItem, 'deletedMsAgo' | 'createdMsAgo' | 'agentId' | 'description' | 'properties'>>;

/** Adds a config item under a parent (ids, paths, creation times and agents follow the parent). */
export type AddItem = (parent: ConfigItem | null, init: Required & Optional) => ConfigItem;

/** The ConfigItem builder the catalog estates share, and a health draw for workloads. */
export function itemBuilder(ctx: SeedContext): { items: ConfigItem[]; add: AddItem; health: () => string } {
  const { rng } = ctx;
  const items: ConfigItem[] = [];
  const add: AddItem = (parent, init) => {
    const createdMsAgo = init.createdMsAgo ?? Math.max(HOUR, (parent?.createdMsAgo ?? 90 * DAY) - rng.int(1, 30) * HOUR);
    const item: ConfigItem = {
      ...init,
      id: idAgo(ctx, createdMsAgo),
      parentId: parent?.id ?? null,
      path: parent ? (parent.path ? `${parent.path}.${parent.id}` : parent.id) : null,
      createdMsAgo,
      deletedMsAgo: init.deletedMsAgo ?? null,
      agentId: init.agentId ?? parent?.agentId ?? LOCAL_AGENT_ID,
      description: init.description ?? null,
      properties: init.properties ?? null,
    };
    items.push(item);
    return item;
  };
  const health = () =>
    rng.weighted([
      ['healthy', 86],
      ['warning', 6],
      ['unhealthy', 5],
      ['unknown', 3],
    ] as const);
  return { items, add, health };
}
