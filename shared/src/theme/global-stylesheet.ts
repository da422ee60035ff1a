/**
 * The kit's global styles (reset, global CSS and the tokens' CSS variables, about 50 KB of CSS)
 * as a built stylesheet instead of computed and inserted by Chakra when the first page renders.
 * The shell's HTML links it (shared/build/global-stylesheet-plugin.ts); a page without the link
 * (tests, a remote run alone) computes the same styles at runtime.
 */
import type { SystemContext } from '@chakra-ui/react';

/** Marks the <link> of the built stylesheet; its presence tells the kit not to insert the styles again. */
export const GLOBAL_STYLESHEET_ATTRIBUTE = 'data-kit-global-css';

/** Whether the page links the built stylesheet of the global styles. */
export function globalStylesheetLinked(doc: Document | undefined = globalThis.document): boolean {
  return doc?.head?.querySelector(`link[rel="stylesheet"][${GLOBAL_STYLESHEET_ATTRIBUTE}]`) != null;
}

/**
 * The system with no global styles of its own to insert: the linked stylesheet has them. Chakra
 * computes them on first read of `_global` (patched), so they are never computed here.
 */
export function withLinkedGlobalStyles(system: SystemContext): SystemContext {
  Object.defineProperty(system, '_global', { value: [], configurable: true, enumerable: true });
  return system;
}
