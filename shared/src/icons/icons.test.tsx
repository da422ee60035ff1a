import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../testing';
import * as icons from './index';

const all = Object.entries(icons) as Array<[string, ComponentType<{ 'data-testid'?: string; boxSize?: string }>]>;

describe('kit icons', () => {
  it('exports icons', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  // Without a size an svg stretches to its container (a 1024 px warning sign over the page).
  it.each(all)('%s renders 1em square unless sized', (_name, Icon) => {
    renderWithProviders(<Icon data-testid="icon" />);
    const svg = screen.getByTestId('icon');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.getAttribute('height')).toBe('1em');
  });

  it('an explicit boxSize is applied as a style that overrides the default attributes', () => {
    renderWithProviders(<icons.WarningIcon data-testid="icon" boxSize="4" />);
    const svg = screen.getByTestId('icon');
    expect(getComputedStyle(svg).width).toBe('var(--chakra-sizes-4)');
  });
});
