// Open it with DialogTrigger from ../Dialog.
export { Drawer, type DrawerProps } from './Drawer';
