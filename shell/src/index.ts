import { RUNTIME_CONFIG_URL, RUNTIME_MANIFEST_URL } from '@opsdeck/contracts';
import { isConsolePath, startEarlyRequest } from './app/early-requests';

// The deployment's settings and, on a console page, the list of remotes are fetched while the
// app's chunks download, instead of after them.
startEarlyRequest(RUNTIME_CONFIG_URL);
if (isConsolePath(window.location.pathname)) startEarlyRequest(RUNTIME_MANIFEST_URL);

// Async boundary: shared singletons are negotiated before any app code imports React.
import('./bootstrap');
