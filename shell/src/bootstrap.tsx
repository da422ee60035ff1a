import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isConsolePath } from './app/early-requests';
import { reportCaughtError, reportUncaughtError } from './app/error-reporting';

// On a console page, the signed-in console's chunks and the remote loader download while
// /config.json is read, instead of after it (webpack loads each chunk once).
if (isConsolePath(window.location.pathname)) {
  void import('./app/SignedInApp');
  void import('./remotes/runtime-manifest');
  void import('./remotes/load-remotes');
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(<App />);
