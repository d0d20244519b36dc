// Wizard and WizardStepper share this folder: the stepper is the wizard's progress indicator, also usable alone.
export { Wizard, type WizardProps } from './Wizard';
export {
  WizardStepper,
  resolveStepIndex,
  type WizardStep,
  type WizardStepperProps,
} from './WizardStepper';
