import { Button } from '@axia/design-system';

export interface ResendCodeButtonProps {
  onPress: () => void;
  isPending?: boolean;
  /** The resend countdown is still running (sign-up confirmation). */
  isDisabled?: boolean;
}

/**
 * 'Resend code': the same action on every code screen (sign-up confirmation, password reset), so one label and one
 * style, the design system's tertiary button (issue 42: one screen drew it secondary, the other tertiary).
 */
export function ResendCodeButton({ onPress, isPending, isDisabled }: ResendCodeButtonProps) {
  return (
    <Button variant="tertiary" isDisabled={isDisabled} isPending={isPending} onPress={onPress}>
      Resend code
    </Button>
  );
}
