export { ProgressBar, clampProgress, progressColor, type ProgressBarProps, type ProgressColor } from './ProgressBar';
