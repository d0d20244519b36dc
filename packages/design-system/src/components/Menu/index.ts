export {
  Menu,
  MenuItem,
  MenuSeparator,
  MenuSection,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
  type MenuPlacement,
} from './Menu';
