// The onboarding feature's screens, loaded together as one chunk by the manifest.
export { UserTypeSelectScreen } from './UserTypeSelectScreen';
export { IndividualChecklistScreen, BusinessChecklistScreen } from './ChecklistScreen';
export { IndividualKycScreen, BusinessKycScreen } from './KycScreen';
export { IndividualTaxIdScreen, BusinessTaxIdScreen } from './TaxIdScreen';
export { OtherInformationScreen } from './OtherInformationScreen';
export { KycVerifyPublicScreen } from './KycVerifyPublicScreen';
export { BusinessRecordsScreen } from './BusinessRecordsScreen';
export { BusinessAddressScreen } from './BusinessAddressScreen';
