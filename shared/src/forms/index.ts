// Light form controls (native select, debounced search input): part of the core entry.
export { LabeledSelect, type LabeledSelectOption, type LabeledSelectProps } from './LabeledSelect';
export { SearchInput, type SearchInputProps } from './SearchInput';
