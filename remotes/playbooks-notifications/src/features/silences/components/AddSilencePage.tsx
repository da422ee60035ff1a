import { useMemo } from 'react';
import { routePaths } from '@opsdeck/contracts';
import { Box, Button, HStack } from '@opsdeck/shared';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateSilence } from '../api/createSilence';
import { initialSilenceForm, preselectedResource } from '../lib/silence-form';
import { SilenceForm } from './SilenceForm';

const FORM_ID = 'add-silence-form';

/**
 * /notifications/silences/add: the silence form, with the resource named by the query parameter
 * check_id, component_id or config_id (and name) picked. Saved: back to the list with a toast.
 */
export function AddSilencePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateSilence(() => navigate(routePaths.silences()));
  // The URL picks the starting resource once; the form owns the values afterwards.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => initialSilenceForm(preselectedResource(params)), []);
  return (
    <Box p="4" maxW="2xl">
      <SilenceForm
        id={FORM_ID}
        initial={initial}
        busy={create.isPending}
        onSubmit={(request) => create.mutate(request)}
        actions={
          <HStack gap="2" justify="flex-end">
            <Button variant="outline" size="sm" onClick={() => navigate(routePaths.silences())} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" colorPalette="blue" loading={create.isPending}>
              Save
            </Button>
          </HStack>
        }
      />
    </Box>
  );
}
