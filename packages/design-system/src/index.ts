// The component barrel of @axia/design-system. Theme tokens live in the separate `./theme` entry; the
// themes are imported here too so dist/index.css (`./style.css`) holds every style the app needs.
import './tokens/themes.css';

export * from './components/Button';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/IconButton';
export * from './components/DatePicker';
export * from './components/DateRangePicker';
export * from './components/MonthPicker';
export * from './components/FileUploader';
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Grid';
export * from './components/VisuallyHidden';
export * from './components/PageHeader';
export * from './components/Link';
export * from './components/ActionLink';
export * from './components/Banner';
export * from './components/Carousel';
export * from './components/CopyButton';
export * from './components/QrCode';
export * from './components/Wizard';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/TextArea';
export * from './components/SearchField';
export * from './components/AmountField';
export * from './components/CodeInput';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/Slider';
export * from './components/SegmentedControl';
export * from './components/Select';
export * from './components/ComboBox';
export * from './components/PhoneField';
export * from './components/Amount';
export * from './components/StatusTag';
export * from './components/Card';
export * from './components/Table';
export * from './components/Pagination';
export * from './components/Tabs';
export * from './components/List';
export * from './components/EmptyState';
export * from './components/Skeleton';
export * from './components/AccountPicker';
export * from './components/Dialog';
export * from './components/Popover';
export * from './components/Menu';
export * from './components/Drawer';
export * from './components/Tooltip';
export * from './components/Toast';
export {
  announce,
  currentAnnouncements,
  pruneStaleAnnouncements,
  watchStaleAnnouncements,
} from './utils/announcer';
// The charts themselves are in the lazily loaded `./charts` entry; their sizes and text summaries are plain functions.
export * from './charts/size';
export * from './charts/summaries';
