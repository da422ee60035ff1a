// The kit's hook; this path stays for the check modal, which imports it from here.
export { useViewportHeight } from '@opsdeck/shared';
