import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { mergeRefs } from '../../utils/refs';
import * as styles from './Wizard.css';
import { resolveStepIndex, WizardStepper, type WizardStep } from './WizardStepper';

export interface WizardProps {
  steps: readonly WizardStep[];
  /** The current step, as an index or a step id. */
  currentStep: number | string;
  /** The current step's heading (an h2). Default: the step's label. */
  title?: ReactNode;
  /** The current step's content. */
  children: ReactNode;
  /** Left slot: Back or Cancel. */
  backAction?: ReactNode;
  /** Right slot: Next, Submit or another primary action. */
  nextAction?: ReactNode;
  /** Also focus the heading on first render (e.g. when the wizard opens after a navigation). Default false. */
  focusOnMount?: boolean;
  /** Names the stepper group. Default 'Progress'. */
  stepperLabel?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The step's position, said with its heading. Default 'Step 2 of 4'. */
  stepPosition?: (step: number, count: number) => string;
}

const defaultStepPosition = (step: number, count: number) => `Step ${step} of ${count}`;

/**
 * A multi-step flow: the stepper, the current step's heading and content, and its actions. Whenever the
 * step changes, focus moves to the new step's heading (tabIndex -1), so screen-reader users hear where they
 * are and keyboard users continue from the top of the new step instead of a button that vanished. The heading
 * keeps the step's own words as its name and is described by its position ('Select amount, heading level 2,
 * Step 3 of 4'), which sighted users read in the stepper.
 */
export function Wizard({
  steps,
  currentStep,
  title,
  children,
  backAction,
  nextAction,
  focusOnMount = false,
  stepperLabel,
  headingRef,
  stepPosition = defaultStepPosition,
}: WizardProps) {
  const stepIndex = resolveStepIndex(steps, currentStep);
  const positionId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  // The step focus was last moved for. Starting at the current step skips the first render; comparing
  // (rather than a "first run" flag) also survives StrictMode's double effects.
  const focusedStep = useRef<number | null>(focusOnMount ? null : stepIndex);

  useEffect(() => {
    if (focusedStep.current === stepIndex) return;
    focusedStep.current = stepIndex;
    ownHeadingRef.current?.focus();
  }, [stepIndex]);

  return (
    <div className={styles.wizard}>
      <WizardStepper steps={steps} currentStep={stepIndex} label={stepperLabel} />
      <div className={styles.panel}>
        <h2
          ref={mergeRefs(ownHeadingRef, headingRef)}
          tabIndex={-1}
          className={styles.heading}
          aria-describedby={positionId}
        >
          {title ?? steps[stepIndex]?.label}
        </h2>
        {/* Hidden: said only as the heading's description, not a second time when reading on. */}
        <span id={positionId} hidden>
          {stepPosition(stepIndex + 1, steps.length)}
        </span>
        <div>{children}</div>
      </div>
      {(backAction || nextAction) && (
        <div className={styles.actions}>
          {backAction && <div className={styles.actionGroup}>{backAction}</div>}
          {nextAction && (
            <div className={`${styles.actionGroup} ${styles.actionGroupEnd}`}>{nextAction}</div>
          )}
        </div>
      )}
    </div>
  );
}
