import { createRoot } from 'react-dom/client';
import { applyColorMode, readColorModePreference, resolveColorMode } from '@opsdeck/shared';
import { App } from './app/App';
import type { StartedConsole } from './app/console-start';
import { reportCaughtError, reportUncaughtError } from './app/error-reporting';

/** Renders the shell, with what the entry script already started on a console page. */
export function renderShell(started?: StartedConsole): void {
  // The saved colour mode is in place before the first paint, on every page including sign-in.
  applyColorMode(resolveColorMode(readColorModePreference()));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(
    <App started={started} />,
  );
}
