import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what happened, why, and offers the next action', async () => {
    const create = jest.fn();
    renderWithProviders(
      <EmptyState title="No playbooks" description="Playbooks automate runbook steps." data-testid="empty">
        <button onClick={create}>Create the first playbook</button>
      </EmptyState>,
    );
    const empty = screen.getByTestId('empty');
    expect(screen.getByText('No playbooks')).toBeInTheDocument();
    expect(empty).toHaveTextContent('Playbooks automate runbook steps.');
    await userEvent.click(screen.getByRole('button', { name: 'Create the first playbook' }));
    expect(create).toHaveBeenCalled();
  });

  it('keeps the exact text alone in its element, so the spec strings are found as they are', () => {
    renderWithProviders(<EmptyState title="No data available" />);
    expect(screen.getByText('No data available').textContent).toBe('No data available');
  });
});
