import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { GLYPH_LOADERS } from './glyphs';
import { ResourceIcon } from './ResourceIcon';
import { normaliseResourceName, resolveResourceGlyph } from './resolve';

describe('resolveResourceGlyph', () => {
  it.each([
    ['http', 'globe'],
    ['tcp', 'plug'],
    ['dns', 'signpost'],
    ['icmp', 'radar'],
    ['postgres', 'postgresql'],
    ['prometheus', 'prometheus'],
    ['kubernetes', 'kubernetes'],
    ['Kubernetes::Pod', 'box'],
    ['Kubernetes::Deployment', 'layers'],
    ['Kubernetes::Namespace', 'folder'],
    ['Kubernetes::HelmRelease', 'helm'],
    ['AWS::EC2::Instance', 'server'],
    ['AWS::S3::Bucket', 'archive'],
    ['AWS::::Account', 'building'],
    ['Database', 'database'],
    ['Application', 'app-window'],
  ])('%s is drawn as %s', (type, glyph) => {
    expect(resolveResourceGlyph({ type })).toBe(glyph);
  });

  it('falls back to the family of an unknown kind', () => {
    expect(resolveResourceGlyph({ type: 'Kubernetes::Gateway' })).toBe('kubernetes');
    expect(resolveResourceGlyph({ type: 'AWS::EC2::NatGateway' })).toBe('cloud');
  });

  it("prefers the resource's own icon, then its type, and knows nothing of unknown names", () => {
    expect(resolveResourceGlyph({ icon: 'k8s-pod', type: 'http' })).toBe('box');
    expect(resolveResourceGlyph({ icon: 'no-such-icon', type: 'tcp' })).toBe('plug');
    expect(resolveResourceGlyph({ icon: 'mystery', type: 'Widget::Thing' })).toBeUndefined();
    expect(resolveResourceGlyph({})).toBeUndefined();
  });

  it('normalises separators and case', () => {
    expect(normaliseResourceName('AWS::EC2::Instance')).toBe('aws-ec2-instance');
    expect(normaliseResourceName(' k8s_Pod ')).toBe('kubernetes-pod');
  });

  it('maps every name to a glyph it can load', () => {
    for (const type of ['http', 'Kubernetes::Pod', 'AWS::EC2::Instance', 'postgres', 'team']) {
      expect(Object.keys(GLYPH_LOADERS)).toContain(resolveResourceGlyph({ type }));
    }
  });
});

describe('ResourceIcon', () => {
  it('renders the glyph of a known type once downloaded, decorative by default', async () => {
    renderWithProviders(<ResourceIcon type="Kubernetes::Pod" data-testid="icon" />);
    const icon = screen.getByTestId('icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-glyph', 'box');
    await waitFor(() => expect(icon.querySelector('svg.lucide-box')).not.toBeNull());
  });

  it('renders a product logo for a check type', async () => {
    renderWithProviders(<ResourceIcon type="postgres" label="postgres" />);
    const icon = screen.getByRole('img', { name: 'postgres' });
    await waitFor(() => expect(icon.querySelector('svg path')).not.toBeNull());
    expect(icon).toHaveAttribute('data-glyph', 'postgresql');
  });

  it('renders the neutral mark at once for an unknown type', () => {
    renderWithProviders(<ResourceIcon type="Widget::Thing" data-testid="icon" />);
    const icon = screen.getByTestId('icon');
    expect(icon).toHaveAttribute('data-glyph', 'fallback');
    expect(icon.querySelector('svg rect')).not.toBeNull();
  });

  it('a glyph downloaded before renders on the first paint', async () => {
    const first = renderWithProviders(<ResourceIcon type="http" data-testid="first" />);
    await waitFor(() => expect(screen.getByTestId('first').querySelector('svg.lucide-globe')).not.toBeNull());
    first.unmount();
    renderWithProviders(<ResourceIcon type="https" data-testid="second" />);
    expect(screen.getByTestId('second').querySelector('svg.lucide-globe')).not.toBeNull();
  });
});

describe('glyph loaders', () => {
  it.each(Object.keys(GLYPH_LOADERS) as Array<keyof typeof GLYPH_LOADERS>)('%s loads a component', async (name) => {
    const module = await GLYPH_LOADERS[name]();
    expect(module.default).toBeTruthy();
  });
});
