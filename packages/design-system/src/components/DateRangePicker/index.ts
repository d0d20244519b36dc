// Shares its calendar parts and styles with ../DatePicker.
export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './DateRangePicker';
