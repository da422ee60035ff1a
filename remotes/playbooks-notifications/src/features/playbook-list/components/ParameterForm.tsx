import { PLAYBOOK_NO_PARAMETERS, PLAYBOOK_SELECT_RESOURCE, type PlaybookParameter } from '@opsdeck/contracts';
import { ErrorPanel, errorMessageOf, Skeleton, Stack, Text } from '@opsdeck/shared';
import type { ParameterFormState } from '../hooks/useParameterForm';
import { ParameterField } from './ParameterField';

export interface ParameterFormProps {
  /** The playbook runs on a resource and none is chosen yet. */
  needsResource: boolean;
  params: readonly PlaybookParameter[] | undefined;
  loading: boolean;
  error: unknown;
  form: ParameterFormState;
}

/** The parameters of the chosen playbook for the chosen resource, or the spec's empty states. */
export function ParameterForm({ needsResource, params, loading, error, form }: ParameterFormProps) {
  if (needsResource) return <Text color="fg.muted">{PLAYBOOK_SELECT_RESOURCE}</Text>;
  if (error) return <ErrorPanel message={errorMessageOf(error)} />;
  if (loading || !params) return <Skeleton height="6rem" aria-label="Loading parameters" />;
  if (params.length === 0) return <Text color="fg.muted">{PLAYBOOK_NO_PARAMETERS}</Text>;
  return (
    <Stack gap="4">
      {params.map((param) => (
        <ParameterField
          key={param.name}
          param={param}
          value={form.values[param.name] ?? ''}
          error={form.shownError(param.name)}
          onChange={(value) => form.setValue(param.name, value)}
          onBlur={() => form.touch(param.name)}
        />
      ))}
    </Stack>
  );
}
