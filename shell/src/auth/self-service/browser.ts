/**
 * Full page navigations of the sign-in pages, behind one object so tests can observe them
 * (jsdom cannot navigate). A full load after sign-in also drops every cache of the old session.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** A return_to from the address bar is only followed when it stays on this origin (shared with the backend). */
export { sameOriginPath } from '@opsdeck/contracts';
