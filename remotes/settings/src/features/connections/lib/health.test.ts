import { connectionHealthColour } from './health';

describe('connection health dot', () => {
  it('is green for healthy, red for unhealthy, yellow for warning and grey otherwise', () => {
    expect(connectionHealthColour('healthy')).toBe('green');
    expect(connectionHealthColour('unhealthy')).toBe('red');
    expect(connectionHealthColour('warning')).toBe('yellow');
    expect(connectionHealthColour('unknown')).toBe('gray');
    expect(connectionHealthColour(null)).toBe('gray');
    expect(connectionHealthColour(undefined)).toBe('gray');
    expect(connectionHealthColour('constructor')).toBe('gray');
  });
});
