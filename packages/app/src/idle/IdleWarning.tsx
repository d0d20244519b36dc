import { useEffect, useId, useState } from 'react';
import { Button, Dialog, VisuallyHidden } from '@axia/design-system';
import { countdownAnnouncement, countdownText } from './IdleTimer';

/** Whole seconds from `now` to `deadline`, never below 0. */
const secondsLeft = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

export interface IdleWarningProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** When the idle limit ends the session (Date.now() time): what the warning counts down to. */
  deadline: number;
  /** How long before the limit the warning opens, in seconds (its countdown says nothing before the first step). */
  leadSeconds: number;
  onStay(): void;
  onSignOut(): void;
}

/**
 * The idle warning: an alert dialog whose safe choice is the filled one. 'Stay signed in' has focus and Escape does
 * it too; 'Sign out' is the secondary action. Only the dialog: IdleWatch keeps the time, so the session still ends
 * on time when this code arrives late or not at all.
 */
export function IdleWarning(props: IdleWarningProps) {
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      title="Are you still there?"
      size="small"
      isDismissable={false}
      hideCloseButton
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      onEscape={props.onStay}
      aria-describedby={messageId}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={props.onSignOut}>
            Sign out
          </Button>
          <Button
            autoFocus
            onPress={() => {
              props.onStay();
              close();
            }}
          >
            Stay signed in
          </Button>
        </>
      )}
    >
      <Countdown deadline={props.deadline} leadSeconds={props.leadSeconds} messageId={messageId} />
    </Dialog>
  );
}

/** The warning's time left, counted down each second while it shows (mounted with the dialog's content only). */
function Countdown(props: { deadline: number; leadSeconds: number; messageId: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () => {
      const tick = setInterval(() => setNow(Date.now()), 1000);
      return () => clearInterval(tick);
    },
    // Stryker disable next-line ArrayDeclaration: any constant list runs the effect once, as the empty one does
    [],
  );
  const left = secondsLeft(props.deadline, now);
  return (
    <>
      {/* Read with the title as the dialog opens; not a live region, so the seconds are not read out one by one. */}
      <p id={props.messageId}>
        For your security you will be signed out in {countdownText(left)} because of inactivity.
      </p>
      <VisuallyHidden>
        <p aria-live="polite">{countdownAnnouncement(left, props.leadSeconds)}</p>
      </VisuallyHidden>
    </>
  );
}
