import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { OpsdeckMark } from './OpsdeckMark';

describe('OpsdeckMark', () => {
  it('is decorative without a title', () => {
    renderWithProviders(<OpsdeckMark />);
    expect(screen.getByTestId('opsdeck-mark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its title', () => {
    renderWithProviders(<OpsdeckMark title="Opsdeck" />);
    expect(screen.getByRole('img', { name: 'Opsdeck' }).tagName.toLowerCase()).toBe('svg');
  });
});
