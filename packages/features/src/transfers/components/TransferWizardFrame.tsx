import type { ReactNode } from 'react';
import { Button, Wizard, type WizardStep } from '@axia/design-system';
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
 * The frame every transfer wizard shares (seed 001 §2 Transfer, §5): the design system's Wizard (stepper, the step's
 * heading, focus moved to it on each step change) with the action bar Cancel, Back | Next, and Send on the last step.
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
    <Wizard
      steps={steps}
      currentStep={step}
      stepperLabel={stepperLabel}
      backAction={
        <>
          <Button variant="tertiary" onPress={onLeave} isDisabled={busy}>
            {TRANSFERS_TEXT.cancel}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              if (!onBack()) onLeave();
            }}
            isDisabled={busy}
          >
            {TRANSFERS_TEXT.back}
          </Button>
        </>
      }
      nextAction={
        step < steps.length - 1 ? (
          <Button isDisabled={!canProceed} onPress={onNext}>
            {TRANSFERS_TEXT.next}
          </Button>
        ) : (
          <Button isDisabled={!canSend} isPending={sending} onPress={onSend}>
            {sendLabel}
          </Button>
        )
      }
    >
      {children}
    </Wizard>
  );
}
