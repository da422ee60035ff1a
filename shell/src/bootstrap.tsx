import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportCaughtError, reportUncaughtError } from './app/error-reporting';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(<App />);
