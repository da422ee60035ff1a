// @opsdeck/shared/combobox: the ARIA combobox of the kit (an input owning a popup listbox), as a
// hook for pickers that render their own options, a status row (loading / empty / error with
// "Try again"), and a searchable pick-or-create single choice built on both.
export { ComboboxStatus, type ComboboxStatusProps } from './ComboboxStatus';
export { CreatableCombobox, type ComboOption, type CreatableComboboxProps } from './CreatableCombobox';
export { useCombobox, type ComboboxState, type UseComboboxOptions } from './useCombobox';
