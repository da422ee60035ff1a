import { screen, within } from '@testing-library/react';
import { renderPage } from '@opsdeck/shared/testing';
import { backendHost, KubeconfigModal, kubectlCommand } from './KubeconfigModal';

describe('kubeconfig download helpers', () => {
  const page = { href: 'https://console.acme.example.com/health?x=1' };

  it('takes the backend host from the page for a relative API base', () => {
    expect(backendHost('/api', page)).toBe('console.acme.example.com');
    expect(backendHost(undefined, page)).toBe('console.acme.example.com');
  });

  it('takes it from the API base when the API lives elsewhere', () => {
    expect(backendHost('https://mc.tenant.example.org:8443/api', page)).toBe('mc.tenant.example.org:8443');
  });

  it('lists canaries with the downloaded file', () => {
    expect(kubectlCommand('acme-kubeconfig.yaml')).toBe(
      'kubectl --kubeconfig ./acme-kubeconfig.yaml get canaries --all-namespaces',
    );
  });
});

describe('KubeconfigModal', () => {
  it('numbers its three steps in an ordered list', async () => {
    renderPage(<KubeconfigModal open onClose={() => {}} />);
    const list = await screen.findByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.slice(0, 1))).toEqual(['1', '2', '3']);
    expect(within(steps[0]!).getByRole('link', { name: /Download/ })).toBeInTheDocument();
  });
});
