/** Nothing has the focus (it is on the page's body): the export's controls may take it without stealing it. */
export const focusIsFree = (): boolean => document.activeElement === null || document.activeElement === document.body;
