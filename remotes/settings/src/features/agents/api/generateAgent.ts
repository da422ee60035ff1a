import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_SUB_BASES, generateAgentResponseSchema, invalidateResource, type GenerateAgentResponse } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

export const registerAgentSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  description: z.optional(z.string().check(z.trim())),
});
export type RegisterAgentInput = z.infer<typeof registerAgentSchema>;

/** POST /agent/generate: the answer carries the agent's token, shown once. */
export async function generateAgent(api: AxiosInstance, input: RegisterAgentInput): Promise<GenerateAgentResponse> {
  const response = await api.post<unknown>(`${API_SUB_BASES.agent}/generate`, registerAgentSchema.parse(input));
  return generateAgentResponseSchema.parse(response.data);
}

export function useGenerateAgent(onGenerated: (agent: GenerateAgentResponse) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterAgentInput) => generateAgent(api, input),
    onSuccess: async (agent) => {
      await invalidateResource(queryClient, 'agents');
      onGenerated(agent);
    },
    onError: (error) => notify.apiError(error),
  });
}
