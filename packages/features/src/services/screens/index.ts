// The services screens, one module so the feature is one chunk (see ../manifest.ts).
export { ServicesScreen } from './ServicesScreen';
export { BeneficiariesScreen } from '../beneficiaries/BeneficiariesScreen';
