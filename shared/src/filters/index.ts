export { TriStateToggle, nextTriState, type TriStateToggleProps, type TristateValue } from './TriStateToggle';
