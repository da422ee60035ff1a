import { act, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { toaster } from '../toast/toaster';
import { CodeEditor, CodeViewer, parseCodeText, stringifyCodeValue } from './index';
import { bootstrapSource, isCrossOrigin, workerKind } from './workers';

// Monaco needs a real browser; a textarea stands in for it. Workers are not started under Jest.
jest.mock('monaco-editor', () => ({ __esModule: true, marker: 'bundled-monaco' }));
jest.mock('./workers', () => ({ ...jest.requireActual('./workers'), installMonacoWorkers: jest.fn() }));
jest.mock('@monaco-editor/react', () => {
  const config = jest.fn();
  function FakeEditor(props: {
    value?: string;
    language?: string;
    onChange?: (v: string | undefined) => void;
    options?: { readOnly?: boolean; ariaLabel?: string };
  }) {
    return (
      <textarea
        aria-label={props.options?.ariaLabel}
        data-language={props.language}
        readOnly={props.options?.readOnly}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
      />
    );
  }
  return { __esModule: true, default: FakeEditor, loader: { config } };
});

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('CodeEditor', () => {
  it('shows a placeholder while Monaco loads, then the editor configured with the bundled Monaco', async () => {
    renderWithProviders(<CodeEditor value="a: 1" aria-label="Spec" />);
    expect(screen.getByLabelText('Loading editor')).toBeTruthy();
    const editor = (await screen.findByRole('textbox', { name: 'Spec' })) as HTMLTextAreaElement;
    expect(editor.value).toBe('a: 1');
    const { loader } = jest.requireMock('@monaco-editor/react') as { loader: { config: jest.Mock } };
    expect(loader.config).toHaveBeenCalledWith({ monaco: expect.objectContaining({ marker: 'bundled-monaco' }) });
    const { installMonacoWorkers } = jest.requireMock('./workers') as { installMonacoWorkers: jest.Mock };
    expect(installMonacoWorkers).toHaveBeenCalled();
  });

  it('writes objects as YAML (default) or JSON', async () => {
    const spec = { kind: 'Canary', spec: { interval: 30, http: [{ url: 'https://x' }] } };
    const { unmount } = renderWithProviders(<CodeEditor value={spec} />);
    const yaml = (await screen.findByRole('textbox', { name: 'yaml editor' })) as HTMLTextAreaElement;
    expect(yaml.value).toBe('kind: Canary\nspec:\n  interval: 30\n  http:\n    - url: https://x\n');
    expect(yaml.dataset.language).toBe('yaml');
    unmount();
    renderWithProviders(<CodeEditor value={{ a: [1] }} language="json" />);
    const json = (await screen.findByRole('textbox', { name: 'json editor' })) as HTMLTextAreaElement;
    expect(json.value).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('reports the text and its parse result on change', async () => {
    const onChange = jest.fn();
    renderWithProviders(<CodeEditor value="" onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'yaml editor' });
    fireEvent.change(editor, { target: { value: 'name: web\nport: 80' } });
    expect(onChange).toHaveBeenLastCalledWith('name: web\nport: 80', { value: { name: 'web', port: 80 } });
    fireEvent.change(editor, { target: { value: 'a: [1' } });
    expect(onChange.mock.lastCall?.[1].error).toEqual(expect.any(String));
  });
});

describe('CodeViewer', () => {
  it('is read-only and copies its text', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<CodeViewer value={{ a: 1 }} language="json" copyLabel="config" />);
    const viewer = (await screen.findByRole('textbox', { name: 'json viewer' })) as HTMLTextAreaElement;
    expect(viewer.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Copy config' }));
    expect(writeText).toHaveBeenCalledWith('{\n  "a": 1\n}');
    expect(await screen.findByText('Copied config to clipboard')).toBeTruthy();
  });
});

describe('YAML and JSON helpers', () => {
  it('parse and write on demand', async () => {
    await expect(parseCodeText('a: 1')).resolves.toEqual({ value: { a: 1 } });
    await expect(parseCodeText('{"a":1}', 'json')).resolves.toEqual({ value: { a: 1 } });
    await expect(parseCodeText('   ')).resolves.toEqual({ value: undefined });
    const bad = await parseCodeText('{oops', 'json');
    expect(bad.error).toEqual(expect.any(String));
    await expect(stringifyCodeValue({ b: [true] })).resolves.toBe('b:\n  - true\n');
    await expect(stringifyCodeValue('raw text', 'json')).resolves.toBe('raw text');
    await expect(stringifyCodeValue(null)).resolves.toBe('');
  });
});

describe('Monaco workers', () => {
  it('ships only the editor and JSON workers', () => {
    expect(workerKind('json')).toBe('json');
    expect(['yaml', 'typescript', 'css', 'editorWorkerService'].map(workerKind)).toEqual([
      'editor',
      'editor',
      'editor',
      'editor',
    ]);
  });

  it('wraps cross-origin worker scripts in a same-origin loader', () => {
    expect(isCrossOrigin('http://remote:3002/json.worker.js', 'http://shell:3000/')).toBe(true);
    expect(isCrossOrigin('/static/editor.worker.js', 'http://shell:3000/catalog')).toBe(false);
    expect(bootstrapSource('http://remote:3002/w.js')).toBe('importScripts("http://remote:3002/w.js");');
  });
});
