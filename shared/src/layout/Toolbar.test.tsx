import { screen, within } from '@testing-library/react';
import { declaredStyle, renderWithProviders } from '../testing';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('is one named group: the controls in reading order, then the actions together at the end', () => {
    renderWithProviders(
      <Toolbar aria-label="Filters" actions={<button>New incident</button>}>
        <input type="search" aria-label="Search" />
        <button>Status</button>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('group', { name: 'Filters' });
    const controls = Array.from(toolbar.querySelectorAll('input, button')).map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    expect(controls).toEqual(['Search', 'Status', 'New incident']);
    const actions = toolbar.querySelector('[data-toolbar-actions]');
    expect(actions).toBe(toolbar.lastElementChild);
    expect(within(actions as HTMLElement).getByRole('button', { name: 'New incident' })).toBeInTheDocument();
  });

  it('wraps instead of squeezing: its items keep their width and move to the next row', () => {
    renderWithProviders(
      <Toolbar aria-label="View">
        <button>Group By</button>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('group', { name: 'View' });
    expect(declaredStyle(toolbar, 'flex-wrap')).toBe('wrap');
    expect(toolbar.querySelector('[data-toolbar-actions]')).toBeNull();
  });
});
