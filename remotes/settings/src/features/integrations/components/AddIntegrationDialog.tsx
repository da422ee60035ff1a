import { ADD_INTEGRATION, DIRECT_OPTION_TARGETS, type GitOpsOption } from '@opsdeck/contracts';
import { Modal } from '@opsdeck/shared/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GitOpsOptionForm } from './GitOpsOptionForm';
import { IntegrationTiles } from './IntegrationTiles';

export interface AddIntegrationDialogProps {
  /** Closed; `done` after the chosen option finished (the list refreshes). */
  onClose: (done: boolean) => void;
}

/** Add Integration: the tiles, then the chosen option, and back through Back. */
export function AddIntegrationDialog({ onClose }: AddIntegrationDialogProps) {
  const [option, setOption] = useState<GitOpsOption | null>(null);
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={() => onClose(false)}
      title={option ? `${ADD_INTEGRATION.title}: ${option}` : ADD_INTEGRATION.title}
      size="full"
      data-testid="add-integration-dialog"
    >
      {option ? (
        <GitOpsOptionForm option={option} onBack={() => setOption(null)} onClose={() => onClose(true)} />
      ) : (
        <IntegrationTiles onGitOps={setOption} onDirect={(direct) => navigate(DIRECT_OPTION_TARGETS[direct])} />
      )}
    </Modal>
  );
}
