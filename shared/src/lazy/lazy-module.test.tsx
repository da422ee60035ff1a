import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module';

function Slot({ module }: { module: LazyModule<{ Text: () => ReactElement }> }) {
  const { value, error, retry } = useLazyModule(module);
  if (value) return <value.Text />;
  if (error)
    return (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
  return <span>placeholder</span>;
}

describe('lazyModule', () => {
  it('shows the placeholder, then the module as soon as it is loaded, loading it once', async () => {
    let release: () => void = () => undefined;
    const importer = jest.fn(
      () => new Promise<{ Text: () => ReactElement }>((resolve) => (release = () => resolve({ Text: () => <p>loaded</p> }))),
    );
    const module = lazyModule(importer);
    render(<Slot module={module} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => release());
    expect(screen.getByText('loaded')).toBeInTheDocument();
    render(<Slot module={module} />);
    expect(screen.getAllByText('loaded')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and loads again on retry', async () => {
    const importer = jest
      .fn<Promise<{ Text: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Text: () => <p>loaded</p> });
    render(<Slot module={lazyModule(importer)} />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    await act(async () => retry.click());
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule back online', () => {
  it('loads a module that failed offline again when the browser is back online', async () => {
    const importer = jest
      .fn<Promise<{ Text: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Text: () => <p>loaded</p> });
    render(<Slot module={lazyModule(importer)} />);
    await screen.findByRole('button', { name: 'retry' });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });
});

describe('useLazyModule with another module', () => {
  it('starts over when the same component is handed another module', async () => {
    const text = (label: string) => () => <span>{label}</span>;
    const first = lazyModule(async () => ({ Text: text('first') }));
    const second = lazyModule(async () => ({ Text: text('second') }));
    const { rerender } = render(<Slot module={first} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    rerender(<Slot module={second} />);
    expect(await screen.findByText('second')).toBeInTheDocument();
    rerender(<Slot module={first} />);
    expect(screen.getByText('first')).toBeInTheDocument();
  });
});
