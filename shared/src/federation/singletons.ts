/**
 * The closed list of modules shared as singletons between the shell and every remote.
 * Every webpack config builds its `shared` option from this list and nothing else, so a
 * module is either here (one copy, provided by the shell) or private to the app that bundles it.
 *
 * Chakra itself is NOT on the list: a shared module cannot be tree-shaken, and all of Chakra
 * is ~300 KB gzip. Apps reach Chakra only through the UI kit entry points below, which import
 * just the parts they use. Heavy, single-owner libraries (Monaco, js-yaml, charts) stay private
 * and lazy.
 */
export const SHARED_SINGLETONS = [
  'react',
  // The trailing slash shares subpaths (react/jsx-runtime, react-dom/client); without it
  // React can be instantiated twice (minified error #527).
  'react/',
  'react-dom',
  'react-dom/',
  // Router contexts live in react-router; react-router-dom re-exports them.
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@emotion/react',
  '@opsdeck/shared',
  '@opsdeck/shared/services',
  // Extension slots read the shell's registry of contributions through this module's context.
  '@opsdeck/shared/extensions',
  '@opsdeck/shared/overlays',
  '@opsdeck/shared/tabs',
  '@opsdeck/shared/drawer',
  '@opsdeck/shared/dialog',
  '@opsdeck/shared/card-width',
  '@opsdeck/shared/table',
  '@opsdeck/shared/filter-select',
  '@opsdeck/shared/resource-search',
  '@opsdeck/shared/combobox',
  '@opsdeck/shared/time-range',
  '@opsdeck/shared/format',
  '@opsdeck/shared/url-state',
  '@opsdeck/shared/editor',
  '@opsdeck/shared/resource-editor',
  '@opsdeck/shared/resource-icon',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** Workspace package whose version stands for a shared key (subpaths share their package's version). */
export function packageNameOf(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const parts = trimmed.split('/');
  return trimmed.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? trimmed);
}
