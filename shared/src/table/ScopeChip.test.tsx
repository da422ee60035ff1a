import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComponentScopeChip } from './ComponentScopeChip';
import { ScopeChip } from './ScopeChip';
import { renderPage, renderWithProviders } from '../testing';

const COMPONENT = 'c0000000-0000-4000-8000-00000000c0c0';

describe('ScopeChip', () => {
  it('names the filter a link set and removes it', async () => {
    const clear = jest.fn();
    renderWithProviders(<ScopeChip label="Component" value="checkout" onClear={clear} />);
    expect(screen.getByText('Component:')).toBeInTheDocument();
    expect(screen.getByText('checkout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the component filter' }));
    expect(clear).toHaveBeenCalled();
  });

  it('names a component once its name arrives, and by its id when it may not be read', async () => {
    renderPage(<ComponentScopeChip componentId={COMPONENT} onClear={() => undefined} />, {
      handler: (config) =>
        config.url?.startsWith('/db/components?') ? { data: [{ name: 'checkout' }] } : { status: 404, data: {} },
    });
    expect(await screen.findByText('checkout')).toBeInTheDocument();
  });

  it('falls back to the id when the name is refused', async () => {
    renderPage(<ComponentScopeChip componentId={COMPONENT} onClear={() => undefined} />, {
      handler: () => ({ status: 403, data: { error: 'forbidden' } }),
    });
    expect(await screen.findByText(COMPONENT)).toBeInTheDocument();
  });
});
