import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRegistry } from '../remotes/remote-registry';
import { renderShell } from '../testing/shell-test-utils';
import { DOCUMENTATION_URL } from './help-links';
import { HelpMenu } from './HelpMenu';

describe('HelpMenu', () => {
  it('renders its items only once opened', async () => {
    const user = userEvent.setup();
    renderShell(<HelpMenu />, { route: '/health', registry: new RemoteRegistry() });
    expect(document.querySelector(`a[href="${DOCUMENTATION_URL}"]`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('menuitem', { name: 'Documentation' })).toBeInTheDocument();
  });

  it('links to the external documentation in new tabs', async () => {
    const user = userEvent.setup();
    renderShell(<HelpMenu />, { route: '/health', registry: new RemoteRegistry() });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const docs = await screen.findByRole('menuitem', { name: 'Documentation' });
    expect(docs).toHaveAttribute('href', DOCUMENTATION_URL);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('menuitem', { name: 'Permissions reference' })).toHaveAttribute(
      'href',
      `${DOCUMENTATION_URL}/reference/permissions`,
    );
  });

  it('opens the About page inside the console', async () => {
    const user = userEvent.setup();
    renderShell(<HelpMenu />, { route: '/health', registry: new RemoteRegistry() });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const about = await screen.findByRole('menuitem', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    expect(about).not.toHaveAttribute('target');
  });
});
