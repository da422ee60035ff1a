// @opsdeck/shared/resource-search: the resource picker of the console's dialogs, searching
// POST /resources/search through the shell's API client.
export {
  ResourceSearch,
  type MultiResourceSearchProps,
  type ResourceSearchProps,
  type SingleResourceSearchProps,
} from './ResourceSearch';
export { RESOURCE_KIND_LABELS, ResourceIcon, ResultRow } from './ResultRow';
export { resourceSearchRequest, useResourceSearch, type ResourceSearchItem, type ResourceSearchState } from './useResourceSearch';
