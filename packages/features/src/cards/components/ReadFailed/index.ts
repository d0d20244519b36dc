// The kit's (shared with the other features).
export { ReadFailed, type ReadFailedProps } from '../../../kit';
