import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  announcementsExpired,
  failing,
  forever,
  loading,
  registrationOf,
  storedFile,
  withOnboarding,
} from '../storySupport';
import { TaxIdScreen } from './TaxIdScreen';

const meta = {
  title: 'Screens/Onboarding/TaxId',
  component: TaxIdScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'individual' },
} satisfies Meta<typeof TaxIdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/individual/tax-id';
const saved = {
  taxIdCountryCode: 'US',
  taxId: '123-45-6789',
  taxIdMemo: 'Sole trader',
  proofOfTaxIdFile: storedFile(),
};

export const Empty: Story = { decorators: [withOnboarding(registrationOf(), PATH)] };

/** Submit with nothing filled in: every message, tied to its field; focus on the first. */
export const Errors: Story = {
  decorators: [withOnboarding(registrationOf(), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    const country = canvas.getByRole('combobox', { name: 'Country of tax residence' });
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription('Tax country code is required!'),
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Tax identification number' }),
    ).toHaveAccessibleDescription('Tax identification number is required!');
    await expect(canvas.getByText('Proof of Tax ID is required!')).toBeVisible();
  },
};

/** A tax-ID-exempt country: no number, no proof; 'N/A' is recorded. */
export const ExemptCountry: Story = {
  decorators: [withOnboarding(registrationOf(), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Country of tax residence' }),
      'Emirates',
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'United Arab Emirates',
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'No tax identification number needed' }),
    ).toBeVisible();
  },
};

/** A draft saved earlier, with its proof on record. */
export const SavedDraft: Story = {
  decorators: [withOnboarding(registrationOf({ data: saved }), PATH)],
};

export const Rejected: Story = {
  decorators: [
    withOnboarding(registrationOf({ data: { ...saved, taxIdStatus: 'REJECTED' } }), PATH),
  ],
};

export const Submitting: Story = {
  decorators: [
    withOnboarding(registrationOf({ data: saved }), PATH, {
      responses: { updateRegistration: forever },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const SubmitFailed: Story = {
  decorators: [
    withOnboarding(registrationOf({ data: { ...saved, proofOfTaxIdFile: null } }), PATH, {
      responses: {
        updateRegistration: () => Promise.reject(new Error('Proof of Tax ID is required!')),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Proof of Tax ID is required!')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

/** Read-only once submitted, completed or not required. */
export const ReadOnlySubmitted: Story = {
  decorators: [
    withOnboarding(registrationOf({ data: { ...saved, taxIdStatus: 'SUBMITTED' } }), PATH),
  ],
};

export const ReadOnlyCompleted: Story = {
  decorators: [
    withOnboarding(registrationOf({ data: { ...saved, taxIdStatus: 'COMPLETED' } }), PATH),
  ],
};

export const ReadOnlyNotRequired: Story = {
  decorators: [
    withOnboarding(
      registrationOf({
        data: {
          taxIdStatus: 'NOT_REQUIRED',
          taxIdCountryCode: 'AE',
          taxId: 'N/A',
        },
      }),
      PATH,
    ),
  ],
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = { decorators: [withOnboarding(failing, PATH)] };

export const MobileWidth: Story = {
  decorators: [withOnboarding(registrationOf({ data: saved }), PATH)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
