export { MonthPicker, type MonthPickerProps } from './MonthPicker';
