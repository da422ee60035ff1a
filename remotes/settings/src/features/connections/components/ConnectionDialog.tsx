import { CONNECTION_MESSAGES, isConnectionType, NO_RESOURCES_FOUND, type ConnectionType } from '@opsdeck/contracts';
import { Center, ErrorPanel, Spinner } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useState } from 'react';
import { useConnectionDetail } from '../api/connectionDetail';
import { formStateOf, newFormState } from '../lib/form-values';
import { ConnectionEditor } from './ConnectionEditor';
import { ConnectionTypePicker } from './ConnectionTypePicker';

export type ConnectionDialogTarget = { kind: 'new' } | { kind: 'edit'; id: string };

export interface ConnectionDialogProps {
  target: ConnectionDialogTarget;
  canWrite: boolean;
  onClose: () => void;
}

function NewConnection({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const [type, setType] = useState<ConnectionType | null>(null);
  if (!type) return <ConnectionTypePicker onPick={setType} />;
  return (
    <ConnectionEditor key={type} initial={newFormState(type)} canWrite={canWrite} onDone={onClose} onBack={() => setType(null)} />
  );
}

function EditConnection({ id, canWrite, onClose }: { id: string; canWrite: boolean; onClose: () => void }) {
  const detail = useConnectionDetail(id);
  if (detail.isPending) {
    return (
      <Center py="8">
        <Spinner aria-label="Loading connection" />
      </Center>
    );
  }
  if (detail.isError) return <ErrorPanel error={detail.error} />;
  if (!detail.data) return <ErrorPanel message={NO_RESOURCES_FOUND} />;
  const type = detail.data.type;
  if (!isConnectionType(type)) return <ErrorPanel message={`Unknown connection type ${type ?? ''}`} />;
  return <ConnectionEditor initial={formStateOf(detail.data, type)} saved={detail.data} canWrite={canWrite} onDone={onClose} />;
}

/** Add Connection (type picker, then the form) or one saved connection's form. */
export function ConnectionDialog({ target, canWrite, onClose }: ConnectionDialogProps) {
  const title = target.kind === 'new' ? CONNECTION_MESSAGES.addButton : 'Connection';
  return (
    <Modal open onClose={onClose} title={title} size="large" data-testid="connection-dialog">
      {target.kind === 'new' ? (
        <NewConnection canWrite={canWrite} onClose={onClose} />
      ) : (
        <EditConnection id={target.id} canWrite={canWrite} onClose={onClose} />
      )}
    </Modal>
  );
}
