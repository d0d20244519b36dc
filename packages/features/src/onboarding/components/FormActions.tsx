import { Button } from '@axia/design-system';
import { onboardingStyles as styles } from './OnboardingLayout';

export interface FormActionsProps {
  /** Save and exit: keeps a draft (the form decides how much it checks). */
  onSave: () => void;
  saving: boolean;
  submitting: boolean;
}

/** A step form's two ways on: 'Save and exit' (a draft) and 'Submit' (the form's submit button). */
export function FormActions({ onSave, saving, submitting }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" isPending={saving} isDisabled={submitting} onPress={onSave}>
        Save and exit
      </Button>
      <Button type="submit" isPending={submitting} isDisabled={saving}>
        Submit
      </Button>
    </div>
  );
}
