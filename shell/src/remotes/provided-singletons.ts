/**
 * The shell provides every shared singleton to the remotes, including UI-kit entry points the
 * shell itself never renders or renders only in lazily loaded parts (the dialog entry in the
 * kubeconfig dialog, the card-width entry in the preferences form); remotes are built with
 * `import: false` and bundle no fallback.
 * Webpack only provides modules that take part in the build, so each is referenced here as a
 * lazy chunk: nothing is downloaded until a remote asks for it.
 */
export const lazilyProvidedSingletons = {
  '@opsdeck/shared/tabs': () => import('@opsdeck/shared/tabs'),
  '@opsdeck/shared/drawer': () => import('@opsdeck/shared/drawer'),
  '@opsdeck/shared/dialog': () => import('@opsdeck/shared/dialog'),
  '@opsdeck/shared/card-width': () => import('@opsdeck/shared/card-width'),
  '@opsdeck/shared/table': () => import('@opsdeck/shared/table'),
  '@opsdeck/shared/filter-select': () => import('@opsdeck/shared/filter-select'),
  '@opsdeck/shared/resource-search': () => import('@opsdeck/shared/resource-search'),
  '@opsdeck/shared/combobox': () => import('@opsdeck/shared/combobox'),
  '@opsdeck/shared/time-range': () => import('@opsdeck/shared/time-range'),
  '@opsdeck/shared/format': () => import('@opsdeck/shared/format'),
  '@opsdeck/shared/url-state': () => import('@opsdeck/shared/url-state'),
  '@opsdeck/shared/editor': () => import('@opsdeck/shared/editor'),
  '@opsdeck/shared/resource-editor': () => import('@opsdeck/shared/resource-editor'),
  '@opsdeck/shared/resource-icon': () => import('@opsdeck/shared/resource-icon'),
} as const;
