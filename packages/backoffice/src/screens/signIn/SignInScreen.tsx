import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  CodeInput,
  CopyButton,
  PageHeader,
  PasswordField,
  Spinner,
  TextField,
} from '@axia/design-system';
import { NOT_STAFF_MESSAGE, type SessionStore } from '../../stores/SessionStore';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as styles from '../../components/styles.css';

function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingRef = usePage(title);
  return (
    <main id="main" className={shell.centred}>
      <div className={shell.panel}>
        <PageHeader title={title} description={description} headingRef={headingRef} />
        {children}
      </div>
    </main>
  );
}

function Failure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.errorText}>
      {text}
    </p>
  );
}

const PasswordStep = observer(function PasswordStep({ session }: { session: SessionStore }) {
  const [email, setEmail] = useState(session.email);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const emailError = tried && !email.trim() ? 'Enter your email address.' : undefined;
  const passwordError = tried && !password ? 'Enter your password.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!email.trim() || !password) {
      // The first empty field takes focus, which reads its error (tied to it as its description).
      const first = !email.trim() ? 'staff-email' : 'staff-password';
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    void session.signIn(email.trim(), password);
  };
  return (
    <Frame
      key="password"
      title="Sign in"
      description="The staff console of Axia. Sign in with your staff account."
    >
      {session.notice && <p role="status">{session.notice}</p>}
      <form noValidate onSubmit={submit} className={styles.section}>
        <TextField
          id="staff-email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
          validationBehavior="aria"
          errorMessage={emailError}
        />
        <PasswordField
          id="staff-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
          validationBehavior="aria"
          errorMessage={passwordError}
        />
        <Failure text={session.error} />
        <Button type="submit" isPending={session.pending}>
          Sign in
        </Button>
      </form>
    </Frame>
  );
});

const CodeForm = observer(function CodeForm({
  session,
  label,
}: {
  session: SessionStore;
  label: string;
}) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const codeError =
    tried && code.length !== 6 ? 'Enter the 6-digit code from your authenticator app.' : undefined;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (code.length !== 6) return;
    void session.confirmCode(code);
  };
  return (
    <form noValidate onSubmit={submit} className={styles.section}>
      <CodeInput
        label="Authenticator code"
        value={code}
        onChange={setCode}
        isRequired
        autoFocus={false}
        errorMessage={codeError}
      />
      <Failure text={session.error} />
      <Button type="submit" isPending={session.pending}>
        {label}
      </Button>
      <Button
        variant="tertiary"
        isDisabled={session.pending}
        onPress={() => void session.restart()}
      >
        Use another account
      </Button>
    </form>
  );
});

/** The sign-in steps: email and password, then the authenticator's code (or, the first time, its setup). */
export const SignInScreen = observer(function SignInScreen({ session }: { session: SessionStore }) {
  switch (session.step) {
    case 'restoring':
      return (
        <main id="main" className={shell.centred}>
          <Spinner label="Loading the staff console" />
        </main>
      );
    case 'code':
      return (
        <Frame
          key="code"
          title="Authenticator code"
          description="Enter the 6-digit code your authenticator app shows for Axia Staff."
        >
          <CodeForm session={session} label="Verify" />
        </Frame>
      );
    case 'setup':
      return (
        <Frame
          key="setup"
          title="Set up your authenticator"
          description="Staff sign in with an authenticator app. Add this key to yours, then enter the code it shows."
        >
          <dl className={styles.details}>
            <dt className={styles.term}>Setup key</dt>
            <dd className={styles.definition}>
              <code>{session.setupKey ?? ''}</code>
            </dd>
          </dl>
          <CopyButton text={session.setupKey ?? ''} label="Copy setup key" variant="text" />
          <CodeForm session={session} label="Verify and sign in" />
        </Frame>
      );
    case 'notStaff':
      return (
        <Frame key="notStaff" title="Staff only">
          <p>{NOT_STAFF_MESSAGE}</p>
          <Button variant="secondary" onPress={() => void session.signOut()}>
            Sign out
          </Button>
        </Frame>
      );
    default:
      return <PasswordStep session={session} />;
  }
});
