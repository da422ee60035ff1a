import { from, invalidateResource, type NotificationRuleWrite } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /db/notifications (source UI); the new rule's id. */
export async function createRule(api: AxiosInstance, rule: NotificationRuleWrite): Promise<string> {
  const response = await api.post<{ id: string }[]>(
    from('notifications').toString(),
    { ...rule, source: 'UI' },
    {
      headers: { Prefer: 'return=representation' },
    },
  );
  return response.data[0]?.id ?? '';
}

export function useCreateRule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: NotificationRuleWrite) => createRule(api, rule),
    onSuccess: () => invalidateResource(queryClient, 'notifications'),
  });
}
