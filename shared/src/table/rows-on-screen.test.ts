import { rowsOnScreen } from './rows-on-screen';

describe('rowsOnScreen', () => {
  it('guesses the rows a window shows at 80 px a row, at least 5', () => {
    expect(rowsOnScreen(1000)).toBe(13);
    expect(rowsOnScreen(1440)).toBe(18);
    expect(rowsOnScreen(300)).toBe(5);
  });
});
