import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ProgressBar, clampProgress, progressColor } from './ProgressBar';

describe('progress thresholds', () => {
  it('clamps values to 5..100', () => {
    expect(clampProgress(-3)).toBe(5);
    expect(clampProgress(0)).toBe(5);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(5);
  });

  it('is green up to 75, orange above 75, red above 90', () => {
    expect(progressColor(10)).toBe('green');
    expect(progressColor(75)).toBe('green');
    expect(progressColor(75.1)).toBe('orange');
    expect(progressColor(90)).toBe('orange');
    expect(progressColor(90.5)).toBe('red');
    expect(progressColor(250)).toBe('red');
  });
});

describe('ProgressBar', () => {
  it('renders the clamped value with its colour', () => {
    renderWithProviders(<ProgressBar value={95} label="Disk" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('95');
    expect(bar.closest('[data-color]')?.getAttribute('data-color')).toBe('red');
  });

  it('shows at least 5', () => {
    renderWithProviders(<ProgressBar value={1} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
  });
});
