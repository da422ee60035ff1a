import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource, MANUAL_SELECTOR_ID } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export interface ComponentLink {
  configId: string;
  componentId: string;
}

/** POST /db/config_component_relationships {component_id, config_id, selector_id: manual}. */
export async function linkComponent(api: AxiosInstance, link: ComponentLink) {
  await api.post(from('config_component_relationships').toString(), {
    component_id: link.componentId,
    config_id: link.configId,
    selector_id: MANUAL_SELECTOR_ID,
  });
}

/** DELETE /db/config_component_relationships?component_id=eq.x&config_id=eq.y&selector_id=eq.manual. */
export async function unlinkComponent(api: AxiosInstance, link: ComponentLink) {
  await api.delete(
    from('config_component_relationships')
      .eq('component_id', link.componentId)
      .eq('config_id', link.configId)
      .eq('selector_id', MANUAL_SELECTOR_ID)
      .toString(),
  );
}

function useLinkMutation(run: (api: AxiosInstance, link: ComponentLink) => Promise<void>, done: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (link: ComponentLink) => run(api, link),
    onSuccess: async () => {
      notify.success(done);
      await Promise.all([invalidateResource(client, 'components'), invalidateResource(client, 'configs')]);
    },
    onError: (error) => notify.apiError(error),
  });
}

export const useLinkComponent = () => useLinkMutation(linkComponent, 'Component linked');
export const useUnlinkComponent = () => useLinkMutation(unlinkComponent, 'Component unlinked');
