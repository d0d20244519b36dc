import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WizardStepper } from './WizardStepper';

const steps = [
  { id: 'account', label: 'Choose account' },
  { id: 'amount', label: 'Amount' },
  { id: 'review', label: 'Review' },
  { id: 'confirm', label: 'Confirm' },
];

const meta = {
  title: 'Navigation/WizardStepper',
  component: WizardStepper,
  args: { steps, currentStep: 1 },
} satisfies Meta<typeof WizardStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Progress' });
    const items = within(group).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Choose account completed');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
    await expect(items[2]).not.toHaveTextContent('completed');
  },
};

export const FirstStep: Story = { args: { currentStep: 0 } };

/** The current step can be given by id. */
export const LastStepById: Story = {
  args: { currentStep: 'confirm' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { id: 'identity', label: 'Verify your identity with a passport or national ID card' },
      { id: 'address', label: 'Proof of address' },
      { id: 'tax', label: 'Tax residency and US person declaration' },
      { id: 'done', label: 'Done' },
    ],
    currentStep: 2,
  },
};

/** On mobile the list compacts to 'Step 2 of 4: Amount'. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const compact = within(canvasElement).getByText('Step 2 of 4:').parentElement as HTMLElement;
    await expect(compact).toHaveTextContent('Step 2 of 4: Amount');
    // Exactly one of the two forms shows at any width.
    const list = within(canvasElement).getByRole('list', { hidden: true });
    const mobile = !window.matchMedia('screen and (min-width: 800px)').matches;
    await expect(getComputedStyle(compact).display === 'none').toBe(!mobile);
    await expect(getComputedStyle(list).display === 'none').toBe(mobile);
  },
};
