// Open it with DialogTrigger from ../Dialog.
export { Popover, type PopoverProps, type PopoverPlacement } from './Popover';
