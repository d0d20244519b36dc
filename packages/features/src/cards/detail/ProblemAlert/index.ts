export { ProblemAlert } from './ProblemAlert';
