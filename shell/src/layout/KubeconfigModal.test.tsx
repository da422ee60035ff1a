import { backendHost, kubectlCommand } from './KubeconfigModal';

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
