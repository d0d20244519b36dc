// The kit's (shared with the other features).
export { ReadFailed } from '../../../kit';
