import { kubeconfigFileName, kubeconfigTenant } from './file-name';

describe('kubeconfig file name', () => {
  it('drops the trailing domain suffix of the backend host', () => {
    expect(kubeconfigFileName('acme.flanksource.com')).toBe('acme-kubeconfig.yaml');
    expect(kubeconfigFileName('https://ops.staging.example.org:8443/api')).toBe('ops.staging-kubeconfig.yaml');
    expect(kubeconfigFileName('example.com')).toBe('example-kubeconfig.yaml');
  });

  it('keeps single labels and IP addresses whole, without the port', () => {
    expect(kubeconfigFileName('localhost:8080')).toBe('localhost-kubeconfig.yaml');
    expect(kubeconfigFileName('http://127.0.0.1:4310')).toBe('127.0.0.1-kubeconfig.yaml');
    expect(kubeconfigTenant('[fd00::1]:8080')).toBe('fd00--1');
    expect(kubeconfigTenant('')).toBe('opsdeck');
  });

  it('is case-insensitive and ignores a trailing dot', () => {
    expect(kubeconfigTenant('Acme.Example.COM.')).toBe('acme');
  });
});
