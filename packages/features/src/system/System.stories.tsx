import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServicesProvider } from '../kit';
import { createFakeServices } from '../kit/testing';
import { RenderErrorBoundary } from './ErrorBoundary';
import {
  ErrorPage,
  MaintenancePage,
  OnboardingDisabledPage,
  STILL_MAINTAINING_TEXT,
} from './screens/SystemScreens';

const navigate = fn();
const signOut = fn(async () => {});

const meta = {
  title: 'Screens/System',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ServicesProvider
          services={createFakeServices({
            navigate,
            auth: { signOut },
            // The maintenance page shows only while the flag is set (the other pages ignore it).
            session: { isMaintaining: true },
            checkMaintenance: async () => true,
          })}
        >
          <Story />
        </ServicesProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  render: () => <MaintenancePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The website is undergoing maintenance' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Service status details/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 'Try again' while the bank is still under maintenance: said politely, and the app keeps asking by itself. */
export const MaintenanceStillOn: Story = {
  render: () => <MaintenancePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(STILL_MAINTAINING_TEXT);
  },
};

export const Error: Story = {
  render: () => <ErrorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oh! Error, We faced a problem' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }));
    await expect(navigate).toHaveBeenCalledWith('/accounts');
  },
};

export const OnboardingDisabled: Story = {
  // The app shows it in its shell, whose main landmark this stands for.
  render: () => (
    <main>
      <OnboardingDisabledPage />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Users onboarding is disabled' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(signOut).toHaveBeenCalled();
  },
};

function Broken(): never {
  throw new globalThis.Error('render failure');
}

export const RenderFailure: Story = {
  render: () => (
    <main>
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  },
};
