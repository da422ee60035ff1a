// The labelled select is the kit's LabeledSelect; this name stays for the check modal, which imports it from here.
export { LabeledSelect as ViewSelect, type LabeledSelectProps as ViewSelectProps } from '@opsdeck/shared';
