export { ActivatePhysicalDialog } from './ActivatePhysicalDialog';
