import { RUNTIME_CONFIG_URL, RUNTIME_MANIFEST_URL } from '@opsdeck/contracts';
import { isConsolePath, startEarlyRequest } from './app/early-requests';

// The deployment's settings and, on a console page, the list of remotes, the signed-in console's
// chunks and the remote loader are fetched while the bootstrap chunks download, instead of after
// them (webpack loads each chunk once). The shell consumes no shared module, so nothing here
// waits for the negotiation below.
startEarlyRequest(RUNTIME_CONFIG_URL);
if (isConsolePath(window.location.pathname)) {
  startEarlyRequest(RUNTIME_MANIFEST_URL);
  void import('./app/SignedInApp');
  void import('./remotes/runtime-manifest');
  void import('./remotes/load-remotes');
}

// Async boundary: shared singletons are negotiated before any app code imports React.
import('./bootstrap');
