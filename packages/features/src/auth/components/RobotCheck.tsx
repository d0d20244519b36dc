import { useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from './AuthLayout.css';

export interface RobotCheckProps {
  /** Called with the captcha token, or '' when the check is undone or expires. */
  onChange: (token: string) => void;
  errorMessage?: string;
  /** Focus target for react-hook-form when the check is missing. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The robot check the bank asks for (/config.json robotCheck; the sign-up screen shows none for 'none'). For
 * 'recaptcha' it renders Google's widget (the user pool's PreSignUp trigger verifies its token); for 'sandbox' it
 * is a real checkbox "I'm not a robot" that asks the sandbox for a token when ticked.
 */
export function RobotCheck(props: RobotCheckProps) {
  const { config } = useServices();
  return config.robotCheck === 'recaptcha' && config.recaptchaSiteKey ? (
    <Recaptcha siteKey={config.recaptchaSiteKey} {...props} />
  ) : (
    <SandboxRobotCheck {...props} />
  );
}

/** Rendering on the server (the build's prerender of /sign-up, issue 17). */
const prerendering = typeof document === 'undefined';

function SandboxRobotCheck({ onChange, errorMessage, inputRef }: RobotCheckProps) {
  const { auth } = useServices();
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (selected: boolean) => {
    setFailure(null);
    if (!selected) {
      setChecked(false);
      onChange('');
      return;
    }
    setChecked(true);
    setPending(true);
    try {
      onChange(await auth.sandboxCaptchaToken());
    } catch {
      setChecked(false);
      onChange('');
      setFailure('The robot check failed. Please try again.');
    } finally {
      setPending(false);
    }
  };

  // The check needs the app (it asks the bank for a token): on the prerendered page it is disabled, and marked
  // so the page loads the app at once rather than on the first interaction.
  const box = (
    <Checkbox
      inputRef={inputRef}
      isSelected={checked}
      onChange={(selected) => void toggle(selected)}
      isDisabled={pending || prerendering}
      validationBehavior="aria"
      description={pending ? 'Checking…' : undefined}
      errorMessage={failure ?? errorMessage}
    >
      I&apos;m not a robot
    </Checkbox>
  );
  return prerendering ? <div data-needs-app="">{box}</div> : box;
}

interface Grecaptcha {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { ready?: (callback: () => void) => void };
  }
}

const RECAPTCHA_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit';

function loadRecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () => window.grecaptcha?.ready?.(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return ready();
    let script = document.querySelector<HTMLScriptElement>(`script[src="${RECAPTCHA_SRC}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = RECAPTCHA_SRC;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error('reCAPTCHA failed to load')));
  });
}

function Recaptcha({ siteKey, onChange, errorMessage }: RobotCheckProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
        });
      })
      .catch(() => onChangeRef.current(''));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  // Google's widget is its own iframe; the error is announced when it appears.
  return (
    <div>
      <div ref={container} />
      <p id={errorId} role="alert" className={errorText}>
        {errorMessage}
      </p>
    </div>
  );
}
