// @opsdeck/shared/resource-editor: the generic editor and list of managed resources (teams,
// incident rules, scrapers, topologies, health checks, log backends), generic over the table.
export { ResourceEditor, type ResourceEditorProps } from './ResourceEditor';
export { ResourceList, type ResourceListColumn, type ResourceListProps } from './ResourceList';
export { ResourceBreadcrumb } from './ResourceBreadcrumb';
export { HealthDot } from './HealthDot';
export { SourceLink } from './SourceLink';
export { JobHistoryTab } from './JobHistoryTab';
export { LabelsEditor, labelsToRows, rowsToLabels, type LabelRow } from './LabelsEditor';
export {
  checkSpec,
  specMarkers,
  healthOfJob,
  identityLocked,
  isNewResourceId,
  isReadOnlyResource,
  isRemoteAgent,
  listRelationOf,
  savePayload,
  sourceLinkOf,
  type ResourceDraft,
  type SourceLink as SourceLinkTarget,
  type SpecCheck,
} from './rules';
export {
  deleteResource,
  fetchResource,
  fetchResourceJobs,
  resourceListOptions,
  resourceListQuery,
  saveResource,
  useResourceList,
} from './api';
export type { ResourceExtraTab, ResourceRow, ResourceTable, SpecProblem } from './types';
