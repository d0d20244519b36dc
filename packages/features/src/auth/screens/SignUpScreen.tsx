import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  signUpSchema,
  signUpWithoutRobotCheckSchema,
  type SignUpInput,
} from '@axia/core';
import { Button, Inline, Link, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { FormCheckbox } from '../../kit/fields/Checkbox';
import { FormPasswordField } from '../../kit/fields/PasswordField';
import { FormTextField } from '../../kit/fields/TextField';
import { RobotCheck } from '../components/RobotCheck';
import { authErrorMessage, isServiceUnavailable } from '../errors';
import { handOverSignUpPassword } from '../flow/signUpPassword';

type SignUpOutput = z.output<typeof signUpSchema>;

const EMPTY: SignUpInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTermsOfUse: false,
  acceptCoinTerms: false,
  acceptPrivacyPolicy: false,
  captchaToken: '',
};

/** Which field a sign-up error belongs under. */
function fieldOf(
  error: unknown,
  message: string,
): 'firstName' | 'lastName' | 'email' | 'password' | 'captchaToken' {
  const name = (error as { name?: unknown } | null)?.name;
  if (/captcha/i.test(message)) return 'captchaToken';
  // The bank's identity answers a name refused by the text rule with the rule's message (core personNameProblem).
  if (name === 'InvalidParameterException' && message.startsWith('First name ')) return 'firstName';
  if (name === 'InvalidParameterException' && message.startsWith('Last name ')) return 'lastName';
  if (name === 'InvalidPasswordException') return 'password';
  return 'email';
}

/** The robot check bound to the form's captchaToken (registered in place, so errors focus in order). */
function RobotCheckField({ control }: { control: Control<SignUpInput, unknown, SignUpOutput> }) {
  const {
    field: { ref: inputRef, onChange },
    fieldState,
  } = useController({ control, name: 'captchaToken' });
  // field.onChange re-validates after a submit, so a late tick clears the error.
  return (
    <RobotCheck inputRef={inputRef} onChange={onChange} errorMessage={fieldState.error?.message} />
  );
}

/** /sign-up: open an account. */
export default function SignUpScreen() {
  const services = useServices();
  // With an external pool and no reCAPTCHA key the bank asks for no robot check: the pool decides who signs up.
  const robotCheck = services.config.robotCheck !== 'none';
  const { control, handleSubmit, setError, setValue } = useForm<SignUpInput, unknown, SignUpOutput>(
    {
      resolver: zodResolver(robotCheck ? signUpSchema : signUpWithoutRobotCheckSchema),
      defaultValues: EMPTY,
    },
  );
  // Remounting the robot check unticks it (after the server rejected its token).
  const [robotCheckKey, setRobotCheckKey] = useState(0);

  const onSubmit = async (values: SignUpOutput) => {
    const { email, password, firstName, lastName, captchaToken } = values;
    try {
      await services.auth.signUp({ email, password, firstName, lastName, captchaToken });
      services.notify({ tone: 'success', title: AUTH_MESSAGES.signedUp });
      handOverSignUpPassword(email, password);
      services.navigate('/sign-up-confirm', { state: { email } });
    } catch (error) {
      if (isServiceUnavailable(error)) {
        services.navigate('/', { replace: true });
        return;
      }
      const message = authErrorMessage(error);
      const field = fieldOf(error, message);
      // A captcha token is single use: a rejected one must be fetched again. The check starts over (so focus
      // stays where it is) and the refusal is announced as well as shown under it.
      if (field === 'captchaToken') {
        setValue('captchaToken', '');
        setRobotCheckKey((key) => key + 1);
        services.notify({ tone: 'error', title: message });
      }
      setError(field, { type: 'server', message }, { shouldFocus: field !== 'captchaToken' });
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  return (
    <AuthLayout title="Open an account" description="It takes a few minutes.">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormTextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <FormPasswordField
            control={control}
            name="password"
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters, with an upper case letter, a lower case letter and a digit."
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
          />
          <Stack gap="sm">
            <FormCheckbox
              control={control}
              name="acceptTermsOfUse"
              label="I accept the Terms of Use"
            />
            <FormCheckbox
              control={control}
              name="acceptCoinTerms"
              label="I accept the AXIA Coin Terms"
            />
            <FormCheckbox
              control={control}
              name="acceptPrivacyPolicy"
              label="I accept the Privacy Policy"
            />
          </Stack>
          {robotCheck && <RobotCheckField key={robotCheckKey} control={control} />}
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Open an account
          </Button>
          <Inline gap="xs">
            <span>Already have an account?</span>
            <Link href="/login">Log in</Link>
          </Inline>
        </Stack>
      </form>
    </AuthLayout>
  );
}
