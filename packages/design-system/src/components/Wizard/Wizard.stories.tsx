import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Wizard } from './Wizard';

const steps = [
  { id: 'account', label: 'Choose account' },
  { id: 'amount', label: 'Amount' },
  { id: 'review', label: 'Review' },
  { id: 'confirm', label: 'Confirm' },
];

const meta = {
  title: 'Navigation/Wizard',
  component: Wizard,
  args: {
    steps,
    currentStep: 1,
    children: <p>Enter how much you want to send. Fees are shown on the next step.</p>,
    backAction: (
      <Button variant="secondary" onPress={fn()}>
        Back
      </Button>
    ),
    nextAction: <Button onPress={fn()}>Next</Button>,
  },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static step: its heading does not take focus on first render. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Amount' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(heading).not.toHaveFocus();
  },
};

/** Next and Back change the step; focus moves to the new step's heading every time. */
export const Stateful: Story = {
  args: { currentStep: 0 },
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const isLast = index === steps.length - 1;
    return (
      <Wizard
        {...args}
        currentStep={steps[index]?.id ?? 0}
        backAction={
          index === 0 ? (
            <Button variant="tertiary">Cancel</Button>
          ) : (
            <Button variant="secondary" onPress={() => setIndex(index - 1)}>
              Back
            </Button>
          )
        }
        nextAction={
          <Button isDisabled={isLast} onPress={() => setIndex(index + 1)}>
            {index === steps.length - 2 ? 'Confirm transfer' : 'Next'}
          </Button>
        }
      >
        <p>Content of step {index + 1}.</p>
      </Wizard>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Choose account' }),
    ).not.toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const amount = await canvas.findByRole('heading', { level: 2, name: 'Amount' });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus(),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Amount' })).toHaveFocus(),
    );
  },
};

/** For a wizard opened by navigation: the first heading takes focus too. */
export const FocusOnMount: Story = {
  args: { currentStep: 0, focusOnMount: true, backAction: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { level: 2, name: 'Choose account' }),
      ).toHaveFocus(),
    );
  },
};

export const CustomTitle: Story = {
  args: { currentStep: 'review', title: 'Check your transfer before you confirm' },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { id: 'identity', label: 'Verify your identity with a passport or national ID card' },
      { id: 'address', label: 'Proof of address' },
      { id: 'tax', label: 'Tax residency and US person declaration' },
    ],
    currentStep: 0,
    children: (
      <p>
        Take a photo of the page with your photo on it. Make sure all four corners are visible, the
        text is readable and there is no glare from lights or windows.
      </p>
    ),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
