import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UserRegistrationData } from '@axia/core';
import {
  announcementsExpired,
  failing,
  loading,
  registrationOf,
  storedFile,
  withOnboarding,
} from '../storySupport';
import { BusinessRecordsScreen } from './BusinessRecordsScreen';

const meta = {
  title: 'Screens/Onboarding/BusinessRecords',
  component: BusinessRecordsScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BusinessRecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/onboarding/business/business-records';
const draft: Partial<UserRegistrationData> = {
  businessName: 'Acme Widgets',
  businessWebsite: 'https://acme.example.com',
  businessRegistrationNumber: 'REG-12345',
  businessDateOfIncorporation: '2020-02-29',
  businessCountryCode: 'GB',
  businessEntity: 'H0PO/en/GB',
  businessMonthlyTransferVolume: '10-100',
  businessMonthlyPaymentNumber: '1-10',
  businessMaximumSinglePayment: '25000.50',
  businessDirectors: [
    { firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example.com' },
    { firstName: 'Charles', lastName: 'Babbage', email: 'charles@acme.example.com' },
  ],
  businessProofOfIncorporateCertificateFile: storedFile('registration/cert/1.pdf'),
};
const business = (data: Partial<UserRegistrationData> = {}) =>
  registrationOf({ userType: 'BUSINESS', data });

export const Empty: Story = { decorators: [withOnboarding(business(), PATH)] };

/** Submit with nothing filled in: every '<Field> is required!' message, the director one under Add director. */
export const Errors: Story = {
  decorators: [withOnboarding(business(), PATH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Business Name is required!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add director' })).toHaveAccessibleDescription(
      'Please add at least one director!',
    );
  },
};

/** A draft with a future date and a malformed director email. */
export const DateAndDirectorErrors: Story = {
  decorators: [
    withOnboarding(
      business({
        ...draft,
        businessDateOfIncorporation: '2999-01-01',
        businessDirectors: [{ firstName: 'Ada', lastName: '', email: 'ada@' }],
      }),
      PATH,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('Date of Incorporation must be before current date.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Please enter a valid email for business director.'),
    ).toBeVisible();
  },
};

export const SavedDraft: Story = { decorators: [withOnboarding(business(draft), PATH)] };

/** A country whose only entity is NANA: it is chosen by itself. */
export const NanaCountry: Story = {
  decorators: [
    withOnboarding(
      business({ ...draft, businessCountryCode: 'KY', businessEntity: 'NANA/en/KY' }),
      PATH,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Entity/ })).toHaveTextContent('Not applicable'),
    );
  },
};

/** The bank refuses the website: its message in the user's words, under the field. */
export const ServerWebsiteError: Story = {
  decorators: [
    withOnboarding(business(draft), PATH, {
      responses: {
        updateRegistration: () => Promise.reject(new Error('businessWebsite must be a valid url')),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Entity/ })).toHaveTextContent(
        'Private Limited Company',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter a valid website url!')).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const Rejected: Story = {
  decorators: [withOnboarding(business({ ...draft, businessRecordsStatus: 'REJECTED' }), PATH)],
};

export const ReadOnlySubmitted: Story = {
  decorators: [withOnboarding(business({ ...draft, businessRecordsStatus: 'SUBMITTED' }), PATH)],
};

export const ReadOnlyCompleted: Story = {
  decorators: [withOnboarding(business({ ...draft, businessRecordsStatus: 'COMPLETED' }), PATH)],
};

export const Loading: Story = { decorators: [withOnboarding(loading, PATH)] };

export const LoadError: Story = { decorators: [withOnboarding(failing, PATH)] };

export const MobileWidth: Story = {
  decorators: [withOnboarding(business(draft), PATH)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
