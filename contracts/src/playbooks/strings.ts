// Headings, labels, messages and constants of the playbook pages (spec 2 and 3).
export { PLAYBOOK_NO_PARAMETERS, PLAYBOOK_SELECT_RESOURCE } from '../errors/messages';

export const PLAYBOOK_TEXT = {
  listTitle: 'Playbooks',
  create: 'Create playbook',
  edit: 'Edit',
  delete: 'Delete',
  run: 'Run',
  runs: 'Runs',
  uncategorized: 'Uncategorized',
  noPlaybooks: 'No playbooks yet',
  /** Under the empty list: what a playbook is for, and the way to the first one. */
  noPlaybooksHint: 'A playbook runs actions (scripts, HTTP calls, notifications...) on a config, component or check.',
  createFirst: 'Create the first playbook',
  editorCreateTitle: 'New playbook',
  editorEditTitle: (name: string) => `Edit ${name}`,
  editorLabel: 'Playbook YAML',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Playbook saved',
  deleteTitle: 'Delete playbook',
  deleteDescription: (name: string) => `Delete ${name}? Its runs are kept.`,
  lastRun: 'Last run',
  never: 'Never run',
  appliesTo: 'Runs on',
  noTarget: 'Anything',
  /** The resource.action contribution's label. */
  runAction: 'Run playbook',
  runDialogTitle: 'Run playbook',
  choosePlaybook: 'Playbook',
  noPlaybooksForResource: 'No playbooks apply to this resource.',
  resource: 'Resource',
  runsTitle: 'Playbook Runs',
  runTitle: 'Playbook Run',
  approve: 'Approve',
  cancelRun: 'Cancel run',
  rerun: 'Re-run',
  cancelTitle: 'Cancel run',
  cancelDescription: 'Stop this run? The running action is stopped and the next ones are skipped.',
  approveTitle: 'Approve run',
  approveDescription: 'Approve this run? It starts once its approvals are complete.',
  approved: 'playbook run approved',
  cancelled: 'playbook run cancelled',
  parameters: 'Parameters',
  approvals: 'Approvals',
  noApprovals: 'No approvals yet',
  actions: 'Actions',
  noActions: 'No actions yet',
  startedBy: 'Started by',
  duration: 'Duration',
  stdout: 'Output',
  stderr: 'Errors',
  response: 'Response',
  rows: 'Rows',
  artifacts: 'Artifacts',
  filterPlaybook: 'Playbook',
  filterStatus: 'Status',
  filterResource: 'Resource',
  allPlaybooks: 'All playbooks',
  allStatuses: 'All statuses',
} as const;

/** Run statuses (the reference's Go constants) in the order the status filter lists them. */
export const PLAYBOOK_RUN_STATUSES = [
  'scheduled',
  'pending_approval',
  'running',
  'sleeping',
  'retrying',
  'waiting',
  'completed',
  'failed',
  'cancelled',
  'timed_out',
] as const;
export type PlaybookRunStatus = (typeof PLAYBOOK_RUN_STATUSES)[number];

/** While a run is in one of these, its page polls for changes. */
export const PLAYBOOK_RUN_ACTIVE_STATUSES: readonly string[] = [
  'scheduled',
  'pending_approval',
  'running',
  'sleeping',
  'retrying',
  'waiting',
];

/** How often an active run's page reads the run and its actions again (ms). */
export const PLAYBOOK_RUN_POLL_MS = 500;

/** Mission Control's resource selector keys by the kind of resource a playbook runs on. */
export const PLAYBOOK_TARGET_SELECTORS = { config: 'configs', component: 'components', check: 'checks' } as const;

/** Badge colours of run and action statuses. */
export const PLAYBOOK_STATUS_COLOURS: Readonly<Record<string, string>> = {
  completed: 'green',
  failed: 'red',
  timed_out: 'red',
  cancelled: 'gray',
  skipped: 'gray',
  running: 'blue',
  scheduled: 'purple',
  sleeping: 'purple',
  retrying: 'orange',
  waiting: 'orange',
  waiting_children: 'orange',
  pending_approval: 'yellow',
};
