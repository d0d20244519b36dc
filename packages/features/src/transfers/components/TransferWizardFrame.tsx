import type { ReactNode } from 'react';
import type { WizardStep } from '@axia/design-system';
import { WizardFrame } from '../../kit';
import { TRANSFERS_TEXT } from '../messages';

export interface TransferWizardFrameProps {
  steps: readonly WizardStep[];
  /** The current step's index; the last one is the overview, whose primary action is Send. */
  step: number;
  /** Names the stepper group. */
  stepperLabel: string;
  /** Cancel, and Back on the first step: leave the wizard (back to /transfer). */
  onLeave: () => void;
  /** Back: the store steps back (clearing the step it leaves); false on the first step, which leaves instead. */
  onBack: () => boolean;
  /** Next is enabled once the current step is valid. */
  canProceed: boolean;
  onNext: () => void;
  /** The overview's primary action (default 'Send'). */
  sendLabel?: string;
  /** Send is enabled (e.g. the confirmation is ticked). */
  canSend: boolean;
  onSend: () => void;
  /** A submission is in flight: Cancel and Back are disabled. */
  busy: boolean;
  /** Send shows as pending (default: `busy`). */
  sending?: boolean;
  /** The current step's content. */
  children: ReactNode;
}

/**
 * The transfer wizards' use of the kit's one wizard frame (seed 001 §2 Transfer, §5): Cancel · Back | Next, and Send
 * on the last step.
 */
export function TransferWizardFrame({
  steps,
  step,
  stepperLabel,
  onLeave,
  onBack,
  canProceed,
  onNext,
  sendLabel = TRANSFERS_TEXT.send,
  canSend,
  onSend,
  busy,
  sending = busy,
  children,
}: TransferWizardFrameProps) {
  return (
    <WizardFrame
      steps={steps}
      currentStep={step}
      stepperLabel={stepperLabel}
      cancel={{ label: TRANSFERS_TEXT.cancel, onPress: onLeave }}
      back={{ label: TRANSFERS_TEXT.back, onPress: () => void onBack() }}
      busy={busy}
      primary={
        step < steps.length - 1
          ? { label: TRANSFERS_TEXT.next, onPress: onNext, isDisabled: !canProceed }
          : { label: sendLabel, onPress: onSend, isDisabled: !canSend, isPending: sending }
      }
    >
      {children}
    </WizardFrame>
  );
}
