import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRegistry } from '../remotes/remote-registry';
import { renderShell } from '../testing/shell-test-utils';
import { PreferencesMenu } from './PreferencesMenu';

async function openPreferences() {
  const user = userEvent.setup();
  renderShell(<PreferencesMenu />, { route: '/health', registry: new RemoteRegistry() });
  await user.click(screen.getByRole('button', { name: 'Preferences' }));
  await screen.findByLabelText('Date format');
  return user;
}

describe('PreferencesMenu', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the defaults: timestamp dates, browser timezone, page size 50, deleted items hidden', async () => {
    await openPreferences();
    expect(screen.getByLabelText('Date format')).toHaveValue('timestamp');
    expect(screen.getByLabelText('Display timezone')).toHaveValue('Browser');
    expect(screen.getByLabelText('Page size')).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Show deleted items' })).not.toBeChecked();
    // Each preference says which screens it changes.
    expect(screen.getByRole('checkbox', { name: 'Show deleted items' })).toHaveAccessibleDescription(/catalog list/);
    expect(screen.getByLabelText('Page size')).toHaveAccessibleDescription(/check history/);
    expect(screen.getByText('554px')).toBeInTheDocument();
  });

  it('saves each preference under its key', async () => {
    const user = await openPreferences();
    await user.selectOptions(screen.getByLabelText('Date format'), 'short');
    await user.click(screen.getByLabelText('Display timezone'));
    await user.keyboard('UTC{Enter}');
    await user.selectOptions(screen.getByLabelText('Page size'), '200');
    await user.click(screen.getByText('Show deleted items'));
    expect(window.localStorage.getItem('datetime_preference')).toBe('short');
    expect(window.localStorage.getItem('display_timezone_preference')).toBe('UTC');
    expect(window.localStorage.getItem('persistPageSize')).toBe('200');
    expect(window.localStorage.getItem('show_deleted_items_preference')).toBe('yes');
    expect(screen.getByRole('checkbox', { name: 'Show deleted items' })).toBeChecked();
  });

  it('finds a timezone by part of its name and picks it with Enter', async () => {
    const user = await openPreferences();
    const input = screen.getByRole('combobox', { name: 'Display timezone' });
    await user.click(input);
    await user.keyboard('new york');
    const options = within(screen.getByRole('listbox', { name: 'Timezones' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['America/New_York']);
    await user.keyboard('{Enter}');
    expect(window.localStorage.getItem('display_timezone_preference')).toBe('America/New_York');
    expect(input).toHaveValue('America/New_York');
  });

  it('says so when no timezone matches', async () => {
    const user = await openPreferences();
    await user.click(screen.getByRole('combobox', { name: 'Display timezone' }));
    await user.keyboard('atlantis');
    expect(screen.getByText('No timezone matches "atlantis"')).toBeInTheDocument();
  });

  it('offers light, dark and system themes, system by default, and saves the choice', async () => {
    const user = await openPreferences();
    const theme = screen.getByLabelText('Theme') as HTMLSelectElement;
    expect(theme).toHaveValue('system');
    expect(Array.from(theme.options).map((option) => option.text)).toEqual(['Light', 'Dark', 'System']);
    await user.selectOptions(theme, 'dark');
    expect(window.localStorage.getItem('colorMode')).toBe('dark');
    expect(screen.getByLabelText('Theme')).toHaveValue('dark');
  });

  it('offers every page size option and the card width slider', async () => {
    await openPreferences();
    const sizes = Array.from((screen.getByLabelText('Page size') as HTMLSelectElement).options).map((option) => option.value);
    expect(sizes).toEqual(['5', '10', '25', '50', '100', '150', '200', '250', '300', '500', '1000']);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemin', '250');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemax', '768');
  });
});
