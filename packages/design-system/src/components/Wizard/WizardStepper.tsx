import { visuallyHidden } from '../../styles/shared.css';
import { Icon } from '../Icon';
import * as styles from './Wizard.css';

export interface WizardStep {
  id: string;
  label: string;
}

/** The index of the current step, given as an index or a step id; unknown ids fall back to the first step. */
export function resolveStepIndex(steps: readonly WizardStep[], currentStep: number | string) {
  const index =
    typeof currentStep === 'number'
      ? currentStep
      : steps.findIndex((step) => step.id === currentStep);
  return Math.min(Math.max(index, 0), Math.max(steps.length - 1, 0));
}

export interface WizardStepperProps {
  steps: readonly WizardStep[];
  /** The current step, as an index or a step id. */
  currentStep: number | string;
  /** Names the group. Default 'Progress'. */
  label?: string;
}

/**
 * Progress through a multi-step flow: an ordered list where the current step has aria-current="step" and
 * completed steps show a check and say 'completed' to screen readers. On mobile it compacts to
 * 'Step 2 of 4: Label'.
 */
export function WizardStepper({ steps, currentStep, label = 'Progress' }: WizardStepperProps) {
  const currentIndex = resolveStepIndex(steps, currentStep);
  const current = steps[currentIndex];
  return (
    <div role="group" aria-label={label}>
      <ol className={styles.stepList}>
        {steps.map((step, index) => {
          const state =
            index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className={[
                styles.step,
                state === 'current' && styles.stepCurrent,
                state === 'completed' && styles.stepCompleted,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {/* The list already numbers the steps for screen readers; the marker is visual only. */}
              <span
                aria-hidden="true"
                className={[
                  styles.marker,
                  state === 'current' && styles.markerCurrent,
                  state === 'completed' && styles.markerCompleted,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {state === 'completed' ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className={styles.stepLabel}>
                {step.label}
                {state === 'completed' && (
                  <>
                    {' '}
                    <span className={visuallyHidden}>completed</span>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {current && (
        <p className={styles.compact}>
          <span className={styles.compactCount}>
            Step {currentIndex + 1} of {steps.length}:
          </span>{' '}
          {current.label}
        </p>
      )}
    </div>
  );
}
