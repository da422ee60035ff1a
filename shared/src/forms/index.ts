// Light form controls (native select, form field, debounced search input): part of the core entry.
export { FormField, type FormFieldProps } from './FormField';
export { LabeledSelect, type LabeledSelectOption, type LabeledSelectProps } from './LabeledSelect';
export { SearchInput, type SearchInputProps } from './SearchInput';
