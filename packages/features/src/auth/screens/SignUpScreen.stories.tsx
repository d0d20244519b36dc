import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forever, providerError, withAuthServices, announcementsExpired } from '../storySupport';
import SignUpScreen from './SignUpScreen';

const meta = {
  title: 'Screens/Auth/SignUp',
  component: SignUpScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, { robot = true } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@demo.test');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret123');
  for (const name of [
    'I accept the Terms of Use',
    'I accept the AXIA Coin Terms',
    'I accept the Privacy Policy',
  ])
    await userEvent.click(canvas.getByRole('checkbox', { name }));
  if (robot) {
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked(),
    );
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Open an account' }));
  return canvas;
}

export const Empty: Story = { decorators: [withAuthServices({}, '/sign-up')] };

/** An external user pool without a reCAPTCHA site key (/config.json robotCheck 'none'): no robot check shown. */
export const WithoutRobotCheck: Story = {
  decorators: [withAuthServices({ config: { robotCheck: 'none' } }, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Open an account' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
  },
};

export const AgreementAndRobotCheckErrors: Story = {
  decorators: [withAuthServices({}, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open an account' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the Terms of Use' }),
    ).toHaveAccessibleDescription('The Terms of Use must be accepted.');
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the AXIA Coin Terms' }),
    ).toHaveAccessibleDescription('The AXIA Coin Terms must be accepted.');
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the Privacy Policy' }),
    ).toHaveAccessibleDescription('The Privacy Policy must be accepted.');
    await expect(
      canvas.getByRole('checkbox', { name: "I'm not a robot" }),
    ).toHaveAccessibleDescription("Please check I'm not a robot");
    await expect(canvas.getByText('The first name field is required')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  decorators: [withAuthServices({}, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'weak');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Open an account' }));
    await expect(
      await canvas.findByText(
        'Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit.',
      ),
    ).toBeVisible();
  },
};

/** Seed 000 §5's text helper on the names (the bank's identity refuses the same with the same words). */
export const NamesNotPlainText: Story = {
  decorators: [withAuthServices({}, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '<b>Ada</b>');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'L'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Open an account' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    );
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name must be at most 100 characters',
    );
  },
};

export const EmailTaken: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          signUp: () =>
            Promise.reject(
              providerError(
                'UsernameExistsException',
                'An account with the given email already exists.',
              ),
            ),
        },
      },
      '/sign-up',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'The email has already been taken.',
      ),
    );
    await announcementsExpired(canvasElement);
  },
};

export const InvalidCaptcha: Story = {
  decorators: [
    withAuthServices(
      {
        auth: {
          signUp: () =>
            Promise.reject(
              providerError(
                'UserLambdaValidationException',
                'PreSignUp failed with error invalid reCAPTCHA token.',
              ),
            ),
        },
      },
      '/sign-up',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(
      await canvas.findByText('PreSignUp failed with invalid reCAPTCHA token'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await announcementsExpired(canvasElement);
  },
};

export const PendingSubmit: Story = {
  decorators: [withAuthServices({ auth: { signUp: forever } }, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open an account' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const RobotCheckPending: Story = {
  decorators: [withAuthServices({ auth: { sandboxCaptchaToken: forever } }, '/sign-up')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByText('Checking…')).toBeVisible();
  },
};

export const MobileWidth: Story = {
  decorators: [withAuthServices({}, '/sign-up')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
