import { useState } from 'react';
import type { PaletteCommandProps, ResourceActionProps } from '@opsdeck/contracts';
import { Button, ErrorPanel } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useCreateSilence } from '../api/createSilence';
import { initialSilenceForm, KIND_OF_RESOURCE } from '../lib/silence-form';
import { SilenceForm } from './SilenceForm';

const FORM_ID = 'silence-resource-form';
export const SILENCE_UNSUPPORTED = 'Notifications about this resource cannot be silenced.';

/**
 * Silence, the action this remote adds to checks, components and config items: the silence form
 * in a dialog, with the resource picked, so the user stays on the page. `onClose(true)` once the
 * silence is saved, `onClose(false)` when dismissed.
 */
export function SilenceDialog({ resource, onClose }: ResourceActionProps) {
  const kind = KIND_OF_RESOURCE[resource.kind];
  const [initial] = useState(() =>
    initialSilenceForm(kind ? { kind, id: resource.id, ...(resource.name ? { name: resource.name } : {}) } : null),
  );
  return <SilenceModal initial={initial} supported={!!kind} onClose={onClose} />;
}

/** "Silence..." from the command palette: the same dialog, the resource picked in the form. */
export function SilenceCommand({ onClose }: PaletteCommandProps) {
  const [initial] = useState(() => initialSilenceForm(null));
  return <SilenceModal initial={initial} supported onClose={onClose} />;
}

function SilenceModal({
  initial,
  supported,
  onClose,
}: {
  initial: ReturnType<typeof initialSilenceForm>;
  supported: boolean;
  onClose: (done: boolean) => void;
}) {
  const create = useCreateSilence(() => onClose(true));
  const close = (done: boolean) => {
    if (create.isPending && !done) return;
    onClose(done);
  };
  return (
    <Modal
      open
      onClose={() => close(false)}
      title="Add Silence"
      size="small"
      hideExpandToggle
      closeOnInteractOutside={!create.isPending}
      data-testid="silence-dialog"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} size="sm" colorPalette="blue" loading={create.isPending} disabled={!supported}>
            Save
          </Button>
        </>
      }
    >
      {supported ? (
        <SilenceForm id={FORM_ID} initial={initial} busy={create.isPending} onSubmit={(request) => create.mutate(request)} />
      ) : (
        <ErrorPanel message={SILENCE_UNSUPPORTED} />
      )}
    </Modal>
  );
}
