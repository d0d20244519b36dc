export { GreyedButton, type GreyedButtonProps } from './GreyedButton';
