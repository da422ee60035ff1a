import { Spinner } from '@opsdeck/shared';
import { ContributionView, useContributions } from '@opsdeck/shared/extensions';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { isPaletteShortcut } from './lib/shortcut';

// The palette's code loads on first use, never on the sign-in pages.
const CommandPalette = lazy(() => import('./components/CommandPalette'));

const OpenPaletteContext = createContext<(() => void) | null>(null);

/** Opens the command palette (the top bar's Search button); null outside the signed-in console. */
export const useOpenCommandPalette = () => useContext(OpenPaletteContext);

/**
 * Ctrl/Cmd+K anywhere in the signed-in console opens the palette (again closes it). A command
 * chosen there runs here, after the palette closed: its contributed component (a dialog) loads
 * then, and a failure shows in its place with Try again.
 */
export function CommandPaletteHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState<string | null>(null);
  const commands = useContributions('palette.command');
  const command = commands.find((entry) => `${entry.remote}:${entry.id}` === running);
  const openPalette = useCallback(() => setOpen(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <OpenPaletteContext.Provider value={openPalette}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} onRunCommand={setRunning} />
        </Suspense>
      ) : null}
      {command ? (
        <ContributionView
          key={running}
          contribution={command}
          props={{ onClose: () => setRunning(null) }}
          fallback={<Spinner size="sm" position="fixed" top="4" right="4" aria-label={`Loading ${command.label}`} />}
        />
      ) : null}
    </OpenPaletteContext.Provider>
  );
}
