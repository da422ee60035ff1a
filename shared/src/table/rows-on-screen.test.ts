import { rowsOnScreen } from './rows-on-screen';

describe('rowsOnScreen', () => {
  it('counts the rows a window can show, at least 20', () => {
    expect(rowsOnScreen(1000)).toBe(25);
    expect(rowsOnScreen(1440)).toBe(36);
    expect(rowsOnScreen(300)).toBe(20);
  });
});
