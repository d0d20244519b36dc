export { ProblemAlert, type ProblemAlertProps } from './ProblemAlert';
