import type { ReactNode } from 'react';
import { Button, Wizard, type WizardProps } from '@axia/design-system';

/** The wizard's primary action: Next (or Continue) on a step, the flow's own verb on the last one. */
export interface WizardPrimaryAction {
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
  isPending?: boolean;
  /** Announced as unavailable but still pressed (the press says what is missing). */
  ariaDisabled?: boolean;
}

export interface WizardFrameProps extends Omit<WizardProps, 'backAction' | 'nextAction'> {
  /** Cancel: leaves the flow. Omitted once there is nothing left to cancel (an address already shown). */
  cancel?: { label: string; onPress: () => void };
  /** Back: the step before; on the first step the flow's Back leaves, as Cancel does. */
  back: { label: string; onPress: () => void };
  /** The primary action at the end of the bar; none where the step's content holds its own (a payment form). */
  primary?: WizardPrimaryAction;
  /** A submission is in flight or done: Cancel and Back are disabled. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame every wizard shares (issue 29: the controls differed from one wizard to the next): the design system's
 * Wizard with one action bar, Cancel · Back on the left and the primary action on the right, on every step. Each
 * wizard keeps its own spec'd words ('Next' or 'Continue', 'Send', 'Submit', 'Buy Gift Card', …).
 */
export function WizardFrame({ cancel, back, primary, busy = false, ...wizard }: WizardFrameProps) {
  return (
    <Wizard
      {...wizard}
      backAction={
        <>
          {cancel && (
            <Button variant="tertiary" onPress={cancel.onPress} isDisabled={busy}>
              {cancel.label}
            </Button>
          )}
          <Button variant="secondary" onPress={back.onPress} isDisabled={busy}>
            {back.label}
          </Button>
        </>
      }
      nextAction={
        primary && (
          <Button
            aria-disabled={primary.ariaDisabled ? 'true' : undefined}
            isDisabled={primary.isDisabled}
            isPending={primary.isPending}
            onPress={primary.onPress}
          >
            {primary.label}
          </Button>
        )
      }
    />
  );
}
