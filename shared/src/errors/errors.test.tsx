import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { ErrorBoundary } from './ErrorBoundary';
import { z } from 'zod/mini';
import { ErrorPanel } from './ErrorPanel';
import { Unauthorized } from './Unauthorized';

function Boom({ explode }: { explode: boolean }) {
  if (explode) throw new Error('kaboom');
  return <p>all fine</p>;
}

describe('ErrorPanel', () => {
  it('shows the error message', () => {
    renderWithProviders(<ErrorPanel error={new Error('Disk full')} />);
    expect(screen.getByRole('alert').textContent).toContain('Disk full');
  });

  it('prefers an explicit message and accepts strings', () => {
    renderWithProviders(<ErrorPanel error="ignored" message="Explicit" />);
    expect(screen.getByRole('alert').textContent).toContain('Explicit');
  });

  it('falls back to "Something went wrong"', () => {
    renderWithProviders(<ErrorPanel error={{ code: 3 }} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });

  it("shows the server's error text of a failed request, never axios's status sentence", () => {
    const failed = Object.assign(new Error('Request failed with status code 500'), {
      isAxiosError: true,
      config: { method: 'get', url: '/db/checks' },
      response: { status: 500, data: { error: 'relation "checks" does not exist' } },
    });
    renderWithProviders(<ErrorPanel error={failed} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('relation "checks" does not exist');
    expect(panel).not.toHaveTextContent('Request failed with status code');
    expect(within(panel).getByText('Details')).toBeInTheDocument();
    expect(within(panel).getByText('GET /db/checks: HTTP 500')).toBeInTheDocument();
  });

  it('says in a sentence that the answer was malformed and keeps the issues behind Details', async () => {
    const parsed = z.safeParse(z.array(z.object({ id: z.string(), name: z.string() })), [{ id: 7 }]);
    renderWithProviders(<ErrorPanel error={parsed.error} />);
    const panel = screen.getByRole('alert');
    expect(panel.firstElementChild?.nextElementSibling?.firstElementChild).toHaveTextContent(
      'The server answered in a form this console does not understand, so it cannot be shown.',
    );
    const details = screen.getByTestId('error-details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(details).getByText('Details'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('0.id:');
  });
});

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('renders children when nothing throws', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Boom explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('all fine')).toBeTruthy();
  });

  it('shows the crash screen; the error reaches the console once, through React', () => {
    const onError = jest.fn();
    renderWithProviders(
      <ErrorBoundary onError={onError}>
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry.. there was an error' })).toBeTruthy();
    // React reports a caught error to the root's onCaughtError (console.error by default); the
    // boundary does not log it a second time.
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'kaboom' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('recovers with "Try again" once the cause is gone', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <>
          <button onClick={() => setExplode(false)}>fix</button>
          <ErrorBoundary>
            <Boom explode={explode} />
          </ErrorBoundary>
        </>
      );
    }
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'fix' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all fine')).toBeTruthy();
  });

  it('clears the error when a reset key changes', () => {
    const view = renderWithProviders(
      <ErrorBoundary resetKeys={['/a']}>
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Sorry.. there was an error')).toBeTruthy();
    view.rerender(
      <ErrorBoundary resetKeys={['/b']}>
        <Boom explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('all fine')).toBeTruthy();
  });

  it('keeps an error caught in the render that changed the keys (logged once, not retried at once)', () => {
    const view = renderWithProviders(
      <ErrorBoundary resetKeys={['/a']}>
        <Boom explode={false} />
      </ErrorBoundary>,
    );
    consoleError.mockClear();
    view.rerender(
      <ErrorBoundary resetKeys={['/b']}>
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Sorry.. there was an error')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fallback render function', () => {
    renderWithProviders(
      <ErrorBoundary fallback={({ error }) => <p>custom: {(error as Error).message}</p>}>
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('custom: kaboom')).toBeTruthy();
  });
});

describe('Unauthorized', () => {
  it('shows the permission message', () => {
    renderWithProviders(<Unauthorized />);
    expect(screen.getByRole('heading', { name: 'You do not have permission to access this page' })).toBeTruthy();
  });
});
