import { RUNTIME_CONFIG_URL, RUNTIME_MANIFEST_URL } from '@opsdeck/contracts';
import { isConsolePath, startEarlyRequest } from './app/early-requests';

// The deployment's settings and, on a console page, the list of remotes, the signed-in console's
// chunks and the remote loader are fetched while the bootstrap chunks download, instead of after
// them (webpack loads each chunk once). The shell consumes no shared module, so nothing here
// waits for the negotiation below.
startEarlyRequest(RUNTIME_CONFIG_URL);
const consoleStart = isConsolePath(window.location.pathname)
  ? import('./app/console-start').then(
      (module) => module.startConsole(),
      // Without it the App starts the same requests itself, after its first render.
      () => undefined,
    )
  : Promise.resolve(undefined);
if (isConsolePath(window.location.pathname)) {
  startEarlyRequest(RUNTIME_MANIFEST_URL);
  // The remote loader first: the browser opens a few connections per origin and serves the
  // requests in order, and the remotes' chain (declarations, module, page) is the longest.
  void import(/* webpackChunkName: "runtime-manifest" */ './remotes/runtime-manifest');
  void import(/* webpackChunkName: "load-remotes" */ './remotes/load-remotes');
  void import('./app/SignedInApp');
}

// Async boundary: shared singletons are negotiated before any app code imports React. The small
// console-start chunk arrives well before the bootstrap chunks; waiting for it keeps one registry.
void Promise.all([import('./bootstrap'), consoleStart]).then(([bootstrap, started]) => bootstrap.renderShell(started));
