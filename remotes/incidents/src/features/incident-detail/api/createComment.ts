import { createCommentRequestSchema, from, type Comment, type CreateCommentRequest } from '@opsdeck/contracts';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { commentsKey } from './incidentComments';

/** POST /db/comments: the server records the author. */
export async function createComment(api: AxiosInstance, request: CreateCommentRequest): Promise<void> {
  await api.post(from('comments').toString(), z.parse(createCommentRequestSchema, request));
}

export function useCreateComment(incidentId: string, onDone?: () => void) {
  const api = useApi();
  const { user } = useAuthorizer();
  return useOptimisticWrite<CreateCommentRequest, Comment[]>({
    queryKey: commentsKey(incidentId),
    write: (request) => createComment(api, request),
    apply: (list, request) => [
      ...list,
      {
        ...request,
        id: `pending-${list.length}`,
        created_at: new Date().toISOString(),
        created_by: user ? { id: user.id, name: user.name } : null,
      },
    ],
    ...(onDone && { onDone }),
  });
}
