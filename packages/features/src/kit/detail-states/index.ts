export { DetailStates, type DetailStatesProps, type DetailStatesText } from './DetailStates';
