import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, playbookSchema, queryKeys, type Playbook } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const lastRunSchema = z.looseObject({
  status: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
});
const rowSchema = z.looseObject({ ...playbookSchema.shape, playbook_runs: z.optional(z.nullable(z.array(lastRunSchema))) });
export type PlaybookListRow = Playbook & { playbook_runs?: z.infer<typeof lastRunSchema>[] | null };

/** Non-deleted playbooks with their newest top-level run (reference 4.3), by category then title. */
export const playbooksListQuery = () =>
  from('playbooks')
    .select(
      'id,name,namespace,title,icon,description,category,source,spec,created_at,updated_at,playbook_runs(status,created_at)',
    )
    .isNull('deleted_at')
    .param('playbook_runs.parent_id', 'is.null')
    .param('playbook_runs.order', 'created_at.desc')
    .param('playbook_runs.limit', '1')
    .order('category')
    .order('title');

export async function fetchPlaybooks(api: AxiosInstance, signal?: AbortSignal): Promise<PlaybookListRow[]> {
  return (await fetchRows(api, playbooksListQuery(), rowSchema, { signal })) as PlaybookListRow[];
}

export function usePlaybooksList() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.playbooks.lists(), queryFn: ({ signal }) => fetchPlaybooks(api, signal) });
}

export interface CategoryGroup {
  category: string;
  playbooks: PlaybookListRow[];
}

/** Playbooks grouped by category (the spec's category first, then the column), uncategorized last. */
export function groupByCategory(playbooks: readonly PlaybookListRow[], uncategorized: string): CategoryGroup[] {
  const groups = new Map<string, PlaybookListRow[]>();
  for (const playbook of playbooks) {
    const category = (typeof playbook.spec?.category === 'string' && playbook.spec.category) || playbook.category || '';
    groups.set(category, [...(groups.get(category) ?? []), playbook]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([category, rows]) => ({ category: category || uncategorized, playbooks: rows }));
}
