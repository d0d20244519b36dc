export { Spinner, ProgressBar, type SpinnerProps, type ProgressBarProps } from './Spinner';
