// The console-wide tools of the shell: the command palette and the About page.

/** The command palette (Ctrl/Cmd+K). */
export const PALETTE_TEXT = {
  dialogLabel: 'Command palette',
  inputLabel: 'Search pages, resources and commands',
  placeholder: 'Search pages, resources and commands...',
  openButton: 'Search',
  noResults: 'No results',
  searching: 'Searching...',
  searchFailed: 'Resource search failed',
  hint: 'Arrows to move, Enter to open, Esc to close',
} as const;

/** What each kind of palette entry is called on its row. */
export const PALETTE_KIND_LABELS = {
  command: 'Command',
  page: 'Page',
  recent: 'Recent',
  configs: 'Config',
  checks: 'Check',
  components: 'Component',
  incidents: 'Incident',
  playbooks: 'Playbook',
} as const;
export type PaletteKind = keyof typeof PALETTE_KIND_LABELS;

export const PALETTE_LIMITS = {
  /** Recently opened pages and resources kept in local storage. */
  recent: 8,
  /** Results per kind asked of the resource search. */
  resourcesPerKind: 5,
  /** Rows shown at most. */
  rows: 30,
} as const;

/** Local storage key of the palette's recently opened entries. */
export const PALETTE_RECENT_STORAGE_KEY = 'commandPaletteRecent';

/** Labels of the commands the remotes contribute to the palette. */
export const PALETTE_COMMAND_LABELS = {
  runPlaybook: 'Run playbook...',
  newIncident: 'New incident',
  silence: 'Silence...',
} as const;

/** The About page (help menu): versions and load status of the shell and each remote. */
export const ABOUT_TEXT = {
  menuEntry: 'About',
  heading: 'About',
  shell: 'Shell',
  remotes: 'Remotes',
  columns: {
    name: 'Name',
    version: 'Version',
    builtAt: 'Build time',
    entry: 'Entry URL',
    loadTime: 'Load time',
    status: 'Status',
  },
  singletons: 'Shared singletons',
  singletonColumns: { name: 'Package', required: 'Asked for', provided: 'Provided by the shell', status: 'Status' },
  loaded: 'Loaded',
  loading: 'Loading',
  failed: 'Failed',
  notLoaded: 'Not used yet',
  satisfied: 'OK',
  mismatch: 'Mismatch',
  unknown: 'Unknown',
  noSingletons: 'Its federation manifest could not be read.',
  manifestFailed: 'The list of remotes could not be read',
} as const;

/** Query key of a remote's federation manifest read by the About page (a static file, not server data). */
export const federationManifestQueryKey = (url: string) => ['federation-manifest', url] as const;

/** The action every server-paged table offers (the kit's DataTable): kept apart, as every page loads it. */
export const CSV_EXPORT_ACTION_LABEL = 'Export CSV';
