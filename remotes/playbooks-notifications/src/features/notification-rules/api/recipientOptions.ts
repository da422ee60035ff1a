import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, NOTIFICATION_CONNECTION_TYPES, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const optionSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  type: z.nullish(z.string()),
});
export type RecipientOption = z.infer<typeof optionSchema>;

export interface RecipientOptions {
  people: RecipientOption[];
  teams: RecipientOption[];
  /** Connections of the notification types, as `connection://namespace/name`. */
  connections: { value: string; label: string }[];
}

/**
 * The form's choices, in one read of three lists: people with an email (GET /db/people), teams
 * (GET /db/teams) and connections of notification types (GET /db/connections).
 */
export async function fetchRecipientOptions(api: AxiosInstance, signal?: AbortSignal): Promise<RecipientOptions> {
  const [people, teams, connections] = await Promise.all([
    fetchRows(api, from('people').select('id,name,email').notNull('email').isNull('deleted_at').order('name'), optionSchema, {
      signal,
    }),
    fetchRows(api, from('teams').select('id,name').isNull('deleted_at').order('name'), optionSchema, { signal }),
    fetchRows(
      api,
      from('connections')
        .select('id,name,namespace,type')
        .in('type', NOTIFICATION_CONNECTION_TYPES)
        .isNull('deleted_at')
        .order('name'),
      optionSchema,
      { signal },
    ),
  ]);
  return {
    people,
    teams,
    connections: connections.map((row) => ({
      value: `connection://${row.namespace ?? 'default'}/${row.name ?? row.id}`,
      label: `${row.namespace ?? 'default'}/${row.name ?? row.id} (${row.type ?? ''})`,
    })),
  };
}

export function useRecipientOptions() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.notifications.key('recipient-options'),
    queryFn: ({ signal }) => fetchRecipientOptions(api, signal),
  });
}
