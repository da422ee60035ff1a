import { from, invalidateResource, type NotificationRuleWrite } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** An edit, turning the rule on or off (properties), or a soft delete (deleted_at "now()"). */
export type RuleChanges = Partial<NotificationRuleWrite> | { properties: Record<string, string> } | { deleted_at: 'now()' };

/** PATCH /db/notifications?id=eq.{id}. */
export async function updateRule(api: AxiosInstance, id: string, changes: RuleChanges): Promise<void> {
  await api.patch(from('notifications').eq('id', id).toString(), changes);
}

export function useUpdateRule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: RuleChanges }) => updateRule(api, id, changes),
    onSuccess: () => invalidateResource(queryClient, 'notifications'),
  });
}
