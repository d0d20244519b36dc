export { ComboBox, type ComboBoxProps, type ComboBoxItem } from './ComboBox';
