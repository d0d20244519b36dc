export { PinDialog } from './PinDialog';
