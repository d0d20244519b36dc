export { PhysicalOrderedDialog } from './PhysicalOrderedDialog';
