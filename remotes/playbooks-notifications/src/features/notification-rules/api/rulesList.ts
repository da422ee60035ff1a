import { from, notificationSchema, queryKeys, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

/** The list's select (reference 4.4): the rule with its person, team and creator. */
export const RULES_LIST_SELECT =
  '*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon),created_by(id,name,avatar,email)';

const SORTABLE = new Set(['name', 'sent', 'failed', 'silenced', 'last_sent_at', 'created_at', 'updated_at']);

/** GET /db/notifications_summary: rules not deleted with their send counts, newest first unless sorted. */
export function rulesListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'created_at';
  const ascending = (sort.sortBy ? sort.sortOrder : 'desc') === 'asc';
  return from('notifications_summary').select(RULES_LIST_SELECT).order(column, { ascending, nullsLast: true });
}

export function useRulesList() {
  return useServerTable({
    queryKey: queryKeys.notifications.key('rules', 'list'),
    query: rulesListQuery,
    rowSchema: notificationSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
}
