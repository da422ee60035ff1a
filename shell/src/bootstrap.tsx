import { createRoot } from 'react-dom/client';
import { applyColorMode, readColorModePreference, resolveColorMode } from '@opsdeck/shared';
import { App } from './app/App';
import { reportCaughtError, reportUncaughtError } from './app/error-reporting';

// The saved colour mode is in place before the first paint, on every page including sign-in.
applyColorMode(resolveColorMode(readColorModePreference()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(<App />);
