import { Skeleton } from '@chakra-ui/react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import type { MonacoCodeEditorProps } from './MonacoCodeEditor';
import type { CodeEditorProps, CodeViewerProps } from './types';

// Monaco (several MB) is only fetched when an editor is first rendered, or preloaded. It is shown
// without Suspense: a Suspense reveal would wait out React's 300 ms fallback throttle even when
// the code was preloaded and the editor could show at once.
const monacoEditor = lazyModule(() => import('./MonacoCodeEditor').then((loaded) => loaded.default));

/**
 * Starts fetching and evaluating the editor's code now, so that a page which will show a viewer
 * once its data has arrived loads both at the same time instead of one after the other.
 */
export function preloadCodeEditor(): void {
  // A failed preload is not an error of its own: the viewer loads (and reports) again when shown.
  void monacoEditor.load().catch(() => undefined);
}

const Loading = ({ height }: { height: string | number }) => (
  <Skeleton height={height} rounded="md" aria-busy="true" aria-label="Loading editor" />
);

/** Monaco once its chunk is here, the skeleton until then; a failed load goes to the error boundary. */
function LoadedEditor(props: MonacoCodeEditorProps & { height: string | number }) {
  const { value: MonacoCodeEditor, error } = useLazyModule(monacoEditor);
  if (error !== undefined) throw error;
  return MonacoCodeEditor ? <MonacoCodeEditor {...props} /> : <Loading height={props.height} />;
}

/** YAML/JSON editor on Monaco, loaded lazily. */
export function CodeEditor(props: CodeEditorProps) {
  return <LoadedEditor {...props} height={props.height ?? '20rem'} />;
}

/** Read-only YAML/JSON viewer with a copy button, loaded lazily. */
export function CodeViewer({ copyLabel = 'code', ...props }: CodeViewerProps) {
  return <LoadedEditor {...props} height={props.height ?? '20rem'} readOnly copyLabel={copyLabel} />;
}
