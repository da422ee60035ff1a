import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the placeholder, then the component with its props, without a Suspense boundary', async () => {
    let release: () => void = () => undefined;
    const importer = jest.fn(() => new Promise<typeof Greeting>((resolve) => (release = () => resolve(Greeting))));
    const LazyGreeting = lazyComponent(importer, <span>loading</span>);
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => release());
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded', async () => {
    const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting), <span>loading</span>);
    await LazyGreeting.preload();
    render(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('throws a failed load to the error boundary and loads again after a reset', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyComponent(importer, <span>loading</span>);
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <ErrorBoundary
          resetKeys={[attempt]}
          fallback={({ error }) => (
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {(error as Error).message}
            </button>
          )}
        >
          <LazyGreeting name="Linus" />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'chunk missing' }));
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
