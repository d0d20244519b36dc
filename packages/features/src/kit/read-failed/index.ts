export { ReadFailed, type ReadFailedProps } from './ReadFailed';
