export { RequestPhysicalDialog } from './RequestPhysicalDialog';
