export { CardTabs, type CardTab, type CardTabsProps } from './CardTabs';
