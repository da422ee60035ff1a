import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps, CodeViewerProps } from './types';

// Monaco (several MB) is only fetched when an editor is first rendered, or preloaded.
const loadMonacoCodeEditor = () => import('./MonacoCodeEditor');
const MonacoCodeEditor = lazy(loadMonacoCodeEditor);

/**
 * Starts fetching and evaluating the editor's code now, so that a page which will show a viewer
 * once its data has arrived loads both at the same time instead of one after the other.
 */
export function preloadCodeEditor(): void {
  // A failed preload is not an error of its own: the viewer loads (and reports) again when shown.
  void loadMonacoCodeEditor().catch(() => undefined);
}

const Loading = ({ height }: { height: string | number }) => (
  <Skeleton height={height} rounded="md" aria-busy="true" aria-label="Loading editor" />
);

/** YAML/JSON editor on Monaco, loaded lazily. */
export function CodeEditor(props: CodeEditorProps) {
  const height = props.height ?? '20rem';
  return (
    <Suspense fallback={<Loading height={height} />}>
      <MonacoCodeEditor {...props} height={height} />
    </Suspense>
  );
}

/** Read-only YAML/JSON viewer with a copy button, loaded lazily. */
export function CodeViewer({ copyLabel = 'code', ...props }: CodeViewerProps) {
  const height = props.height ?? '20rem';
  return (
    <Suspense fallback={<Loading height={height} />}>
      <MonacoCodeEditor {...props} height={height} readOnly copyLabel={copyLabel} />
    </Suspense>
  );
}
