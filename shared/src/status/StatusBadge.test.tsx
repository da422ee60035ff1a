import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { StatusBadge, statusColour } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['healthy', 'green'],
    ['Unhealthy', 'red'],
    ['warning', 'orange'],
    ['unknown', 'gray'],
    ['running', 'green'],
  ])('%s is %s', (value, colour) => {
    expect(statusColour(value)).toBe(colour);
  });

  it('renders the word, and nothing for an empty value', () => {
    const { container } = renderWithProviders(<StatusBadge value={null} />);
    expect(container).toBeEmptyDOMElement();
    renderWithProviders(<StatusBadge value="healthy" />);
    expect(screen.getByText('healthy')).toBeInTheDocument();
  });
});
