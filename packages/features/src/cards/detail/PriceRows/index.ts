export { PriceRow, PriceRows } from './PriceRows';
