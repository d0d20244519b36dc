import { useId, useRef, type ReactNode } from 'react';
import { Button, VisuallyHidden, Wizard, type WizardProps } from '@axia/design-system';
import { focusFirstInvalid } from './focus';

export const WIZARD_TEXT = {
  /** Why the primary action is unavailable, where the step has no message of its own (issue 28). */
  completeStep: 'Complete this step to continue',
} as const;

/** The wizard's primary action: Next (or Continue) on a step, the flow's own verb on the last one. */
export interface WizardPrimaryAction {
  label: string;
  /**
   * Returns (or resolves to) false when the step refused to move on and shows its errors: the frame then moves focus
   * to the first invalid field, so its error is said with it (issue 43 #3: a refused Next said nothing and left focus
   * on Next, the error above the fold). Anything else: nothing more.
   */
  onPress: () => unknown;
  /**
   * Unavailable until the step is valid: it stays in the tab order (aria-disabled, presses ignored) and is described
   * by WIZARD_TEXT.completeStep, so a keyboard or screen-reader user meets it and learns why they cannot go on (the
   * step's own message, where it has one, is said where it appears: repeating it here would say it twice).
   */
  isDisabled?: boolean;
  isPending?: boolean;
  /** Announced as unavailable but still pressed (the press says what is missing). */
  ariaDisabled?: boolean;
}

export interface WizardFrameProps extends Omit<
  WizardProps,
  'backAction' | 'nextAction' | 'headingRef'
> {
  /** Cancel: leaves the flow. Omitted once there is nothing left to cancel (an address already shown). */
  cancel?: { label: string; onPress: () => void };
  /** Back: the step before. On the first step Back leaves, as Cancel does (the frame sees to that). */
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
  const reasonId = useId();
  // The step's heading; its parent, the panel, holds the step's fields.
  const heading = useRef<HTMLHeadingElement>(null);
  const press = (onPress: () => unknown) => {
    const refused = (moved: unknown) => {
      if (moved === false) focusFirstInvalid(heading.current?.parentElement ?? null);
    };
    const result = onPress();
    if (result instanceof Promise) void result.then(refused, () => undefined);
    else refused(result);
  };
  // Pending says busy instead; the reason is only for a button the user must first make usable.
  const blocked = Boolean(primary?.isDisabled) && !primary?.isPending;
  // There is no step before the first: Back leaves the flow there, in every wizard.
  const onBack = wizard.currentStep === 0 && cancel ? cancel.onPress : back.onPress;
  return (
    <Wizard
      {...wizard}
      headingRef={heading}
      backAction={
        <>
          {cancel && (
            <Button variant="tertiary" onPress={cancel.onPress} isDisabled={busy}>
              {cancel.label}
            </Button>
          )}
          <Button variant="secondary" onPress={onBack} isDisabled={busy}>
            {back.label}
          </Button>
        </>
      }
      nextAction={
        primary && (
          <>
            <Button
              aria-disabled={primary.ariaDisabled ? 'true' : undefined}
              aria-describedby={blocked ? reasonId : undefined}
              isSoftDisabled={primary.isDisabled}
              isPending={primary.isPending}
              onPress={() => press(primary.onPress)}
            >
              {primary.label}
            </Button>
            {blocked && <VisuallyHidden id={reasonId}>{WIZARD_TEXT.completeStep}</VisuallyHidden>}
          </>
        )
      }
    />
  );
}
