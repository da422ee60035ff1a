/**
 * Whether a location is an item's document tab (`/catalog/{id}` itself), as the item page's loader
 * sees it: that tab's viewer loads with the page. No imports: the remote's module uses it.
 */
export const isDocumentTabPath = (pathname: string): boolean => /^\/catalog\/[^/]+\/?$/.test(pathname);
