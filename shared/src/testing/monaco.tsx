// Monaco needs a real browser: in Jest a textarea stands in for it. In a test file:
//   jest.mock('monaco-editor', () => ({ __esModule: true }));
//   jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

interface FakeEditorProps {
  value?: string;
  language?: string;
  onChange?: (value: string | undefined) => void;
  options?: { readOnly?: boolean; ariaLabel?: string };
}

function FakeMonacoEditor(props: FakeEditorProps) {
  return (
    <textarea
      aria-label={props.options?.ariaLabel}
      data-language={props.language}
      readOnly={props.options?.readOnly}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  );
}

/** The module @monaco-editor/react is replaced with: its editor as a textarea, a loader that does nothing. */
export const fakeMonacoEditorModule = () => ({
  __esModule: true,
  default: FakeMonacoEditor,
  loader: { config: () => undefined },
});
