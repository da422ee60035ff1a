import { routePaths, type PaletteCommandProps } from '@opsdeck/contracts';
import { useNavigate } from 'react-router-dom';
import { NewIncidentDialog } from './NewIncidentDialog';

/** "New incident" from the command palette: the list's dialog; the new incident opens once created. */
export function NewIncidentCommand({ onClose }: PaletteCommandProps) {
  const navigate = useNavigate();
  return (
    <NewIncidentDialog
      open
      onClose={() => onClose(false)}
      onCreated={(id) => {
        onClose(true);
        navigate(routePaths.incident(id));
      }}
    />
  );
}
