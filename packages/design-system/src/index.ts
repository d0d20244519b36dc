// The component barrel of @axia/design-system. Theme tokens live in the separate `./theme` entry; the
// themes are imported here too so dist/index.css (`./style.css`) holds every style the app needs.
import './tokens/themes.css';

export * from './components/Button';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/IconButton';
