// Incident screens and incident rules: labels, colours, history types and defaults.
import type { HypothesisStatus, HypothesisType, IncidentSeverity, IncidentStatus } from './operations';

/** Text of the incident list and detail pages. */
export const INCIDENT_TEXT = {
  newIncident: 'New incident',
  create: 'Create',
  creating: 'Creating..',
  cancel: 'Cancel',
  save: 'Save',
  searchPlaceholder: 'Search incidents by title',
  hypotheses: 'Hypotheses',
  evidence: 'Evidence',
  responders: 'Responders',
  comments: 'Comments',
  history: 'History',
  addResponder: 'Add responder',
  addComment: 'Add comment',
  commentPlaceholder: 'Write a comment (markdown)',
  addRootHypothesis: 'Add root cause',
  noComments: 'No comments yet',
  noHistory: 'No history yet',
  noHypotheses: 'No hypotheses yet',
  noEvidence: 'No evidence attached',
  noResponders: 'No responders',
  deleteIncident: 'Delete incident',
  deleteIncidentConfirm: 'Delete this incident with its hypotheses, evidence, comments and history?',
  definitionOfDone: 'Definition of done',
  done: 'Done',
  system: 'System',
} as const;

/** Resource names of the spec's "{resource} updated/deleted successfully" toasts. */
export const INCIDENT_RESOURCE_NAMES = {
  incident: 'Incident',
  hypothesis: 'Hypothesis',
  evidence: 'Evidence',
  comment: 'Comment',
  responder: 'Responder',
} as const;

/** Defaults of the New incident dialog (those of the link dialog: availability, low). */
export const NEW_INCIDENT_DEFAULTS = { type: 'availability', severity: 'low' } as const;

/** Colour palette of each incident status. */
export const INCIDENT_STATUS_COLOURS: Readonly<Record<IncidentStatus, string>> = {
  new: 'blue',
  open: 'red',
  investigating: 'orange',
  mitigated: 'yellow',
  resolved: 'green',
  closed: 'gray',
};

/** Colour palette and icon name of each severity, mildest first. */
export const INCIDENT_SEVERITY_STYLES: Readonly<Record<IncidentSeverity, { colour: string; icon: string }>> = {
  low: { colour: 'green', icon: 'severity-low' },
  medium: { colour: 'yellow', icon: 'severity-medium' },
  high: { colour: 'orange', icon: 'severity-high' },
  critical: { colour: 'red', icon: 'severity-critical' },
  blocker: { colour: 'purple', icon: 'severity-blocker' },
};

/** Each hypothesis status with its own colour, from proven to disproven. */
export const HYPOTHESIS_STATUS_COLOURS: Readonly<Record<HypothesisStatus, string>> = {
  proven: 'green',
  likely: 'teal',
  possible: 'blue',
  unlikely: 'yellow',
  improbable: 'orange',
  disproven: 'red',
};

export const HYPOTHESIS_TYPE_LABELS: Readonly<Record<HypothesisType, string>> = {
  root: 'Root cause',
  factor: 'Factor',
  solution: 'Solution',
};

/** incident_histories.type values, recorded by the backend for every change it sees. */
export const INCIDENT_HISTORY_TYPES = {
  created: 'incident.created',
  statusUpdated: 'incident.status_updated',
  severityUpdated: 'incident.severity_updated',
  commanderUpdated: 'incident.commander_updated',
  responderAdded: 'responder.created',
  responderRemoved: 'responder.removed',
  hypothesisCreated: 'hypothesis.created',
  hypothesisStatusUpdated: 'hypothesis.status_updated',
  evidenceAdded: 'evidence.created',
  commentAdded: 'comment.created',
} as const;
export type IncidentHistoryType = (typeof INCIDENT_HISTORY_TYPES)[keyof typeof INCIDENT_HISTORY_TYPES];

/** The person the backend records for what it does on its own (incident rules). */
export const SYSTEM_PERSON_ID = '00000000-0000-0000-0000-000000000000';

/** URL parameters of the incident list. */
export const INCIDENT_LIST_PARAMS = {
  search: 'search',
  status: 'status',
  severity: 'severity',
  type: 'type',
  commander: 'commander',
  timeRange: 'timeRange',
  /** Only incidents with evidence on one component (a topology card's badge). */
  component: 'component',
} as const;

/** Incident rules: how often the backend evaluates them, and the lease of one evaluation. */
export const INCIDENT_RULE_INTERVAL_MS = 2_000;
export const INCIDENT_RULE_LEASE_MS = 30_000;

/** Roles that may delete an incident: responders write incidents but may not delete them. */
export const INCIDENT_DELETE_ROLES: readonly string[] = ['admin', 'editor', 'commander'];
