import { declaredStyle, renderWithProviders } from '@opsdeck/shared/testing';
import { setPreference } from '@opsdeck/shared/format';
import { fireEvent, screen } from '@testing-library/react';
import { CheckGraph, timeLabel } from './CheckGraph';

const FROM = Date.parse('2026-03-01T13:00:00Z');
const TO = FROM + 3_600_000;
const data = {
  status: [
    { time: new Date(FROM + 600_000).toISOString(), status: true, duration: 120, passed: 1, failed: 0 },
    { time: new Date(FROM + 1_800_000).toISOString(), status: false, duration: 480, passed: 0, failed: 1 },
  ],
};

describe('CheckGraph', () => {
  afterEach(() => localStorage.clear());

  it('labels the time axis on the 24-hour clock in the display zone', () => {
    expect(timeLabel(FROM, 3_600_000, 'UTC')).toBe('13:00');
    expect(timeLabel(FROM, 3_600_000, 'America/New_York')).toBe('08:00');
    expect(timeLabel(FROM, 7 * 86_400_000, 'UTC')).toBe('Mar 1');
  });

  it('draws a latency axis, a status mark per point, and reads a point in the preferred date style', () => {
    setPreference('datetime_preference', 'timestamp');
    setPreference('display_timezone_preference', 'UTC');
    renderWithProviders(<CheckGraph data={data as never} from={FROM} to={TO} />);
    const graph = screen.getByRole('img', { name: /Status and latency: 2 points/ });
    expect(graph.querySelectorAll('rect[data-health]')).toHaveLength(2);
    expect(graph.querySelector('rect[data-health="unhealthy"]')).not.toBeNull();
    expect(graph.textContent).toContain('13:00');
    fireEvent.keyDown(graph, { key: 'End' });
    expect(screen.getByText('2026-03-01 13:30:00.000: 0 passed, 1 failed, 480ms average')).toBeInTheDocument();
  });

  it('draws a lone result: its status mark and its latency as a dot', () => {
    renderWithProviders(<CheckGraph data={{ status: data.status.slice(0, 1) } as never} from={FROM} to={TO} />);
    const graph = screen.getByRole('img', { name: /Status and latency: 1 point,/ });
    expect(graph.querySelectorAll('rect[data-health]')).toHaveLength(1);
    expect(graph.querySelector('circle[data-latency-point]')).not.toBeNull();
  });

  it("holds the graph's height while results load and when there are none, so nothing below moves", () => {
    const { rerender } = renderWithProviders(<CheckGraph data={undefined} from={FROM} to={TO} loading />);
    expect(declaredStyle(screen.getByTestId('check-graph-skeleton'), 'height')).toBe('200px');
    rerender(<CheckGraph data={{ status: [] } as never} from={FROM} to={TO} />);
    expect(screen.queryByTestId('check-graph-skeleton')).not.toBeInTheDocument();
    expect(declaredStyle(screen.getByText('No data available').parentElement!, 'height')).toBe('200px');
  });
});
