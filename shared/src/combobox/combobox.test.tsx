import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '../testing';
import { CreatableCombobox, type ComboOption } from './CreatableCombobox';

const OPTIONS: ComboOption[] = [
  { id: '1', label: 'Alpha', detail: 'first' },
  { id: '2', label: 'Beta' },
  { id: '3', label: 'Gamma' },
];

function setup(props: { loading?: boolean; error?: string; onRetry?: () => void; options?: ComboOption[] } = {}) {
  const picks: unknown[] = [];
  function Harness() {
    const [text, setText] = useState('');
    const options = (props.options ?? OPTIONS).filter((o) => o.label.toLowerCase().includes(text.trim().toLowerCase()));
    return (
      <CreatableCombobox
        label="Thing"
        inputValue={text}
        onInputChange={setText}
        options={options}
        onSelect={(option) => {
          picks.push(option.id);
          setText(option.label);
        }}
        onCreate={(title) => {
          picks.push(`new:${title}`);
          setText(title);
        }}
        createLabel={(title) => `Create thing "${title}"`}
        emptyText="Nothing here"
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    );
  }
  renderPage(<Harness />);
  return { user: userEvent.setup(), picks, input: screen.getByRole('combobox', { name: 'Thing' }) };
}

describe('CreatableCombobox (useCombobox, ComboboxStatus)', () => {
  it('moves the active option with the arrows, Home and End, and picks it with Enter', async () => {
    const { user, picks, input } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Thing' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alphafirst', 'Beta', 'Gamma']);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Alpha');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picks).toEqual(['2']);
    expect(input).toHaveValue('Beta');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers to create typed text that matches no option, and Escape closes the list', async () => {
    const { user, picks, input } = setup();
    await user.type(input, 'Delta');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Create thing "Delta"']);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Create thing "Delta"' }));
    expect(picks).toEqual(['new:Delta']);
  });

  it('shows loading, empty and error rows, the error with "Try again"', async () => {
    const onRetry = jest.fn();
    const { user, input } = setup({ options: [], error: 'Could not load', onRetry });
    await user.click(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says loading, then that nothing matches', async () => {
    const { user, input } = setup({ options: [], loading: true });
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('says when there are no options', async () => {
    const { user, input } = setup({ options: [] });
    await user.click(input);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
