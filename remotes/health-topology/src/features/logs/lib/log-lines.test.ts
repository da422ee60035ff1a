import type { LogLine } from '@opsdeck/contracts';
import { levelOf, levelPalette, searchLines, shownLabels } from './log-lines';

const LINES: LogLine[] = [
  { message: '127.0.0.1 GET /api/db/checks 503 12ms', level: 'error', labels: { source: 'http', status: '503', level: 'error' } },
  { message: 'api-health passed in 20 ms', labels: { source: 'checks' } },
  { message: 'WARNING: slow query', labels: {} },
];

describe('log lines', () => {
  it('reads the level from the line, its labels or its message', () => {
    expect(LINES.map(levelOf)).toEqual(['error', 'info', 'warn']);
    expect([levelPalette('error'), levelPalette('warn'), levelPalette('info')]).toEqual(['red', 'orange', 'blue']);
  });

  it('searches messages and labels without regard to case', () => {
    expect(searchLines(LINES, 'API-HEALTH').map((line) => line.message)).toEqual(['api-health passed in 20 ms']);
    expect(searchLines(LINES, 'status=503')).toHaveLength(1);
    expect(searchLines(LINES, ' ')).toHaveLength(3);
  });

  it('shows the labels other than the level', () => {
    expect(shownLabels(LINES[0]!)).toEqual([
      ['source', 'http'],
      ['status', '503'],
    ]);
  });
});
