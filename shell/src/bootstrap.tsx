import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import type { StartedConsole } from './app/console-start';
import { reportCaughtError, reportUncaughtError } from './app/error-reporting';

/** Renders the shell, with what the entry script already started on a console page. */
export function renderShell(started?: StartedConsole): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(
    <App started={started} />,
  );
}
