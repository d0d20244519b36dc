import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: { label: 'Volume', defaultValue: 40, onChange: fn(), onChangeEnd: fn() },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A 0..1 fraction in 0.01 steps shown as a percentage (the re-enrollment share of a staking). */
export const Percentage: Story = {
  args: {
    label: 'Share to re-enroll',
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    defaultValue: 0.25,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Share to re-enroll' });
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    await expect(within(canvasElement).getByText('25%')).toBeVisible();
  },
};

export const AtMinimum: Story = { args: { defaultValue: 0 } };
export const AtMaximum: Story = { args: { defaultValue: 100 } };

export const WithDescription: Story = {
  args: { description: 'Drag the handle or use the arrow keys.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toHaveAccessibleDescription(
      'Drag the handle or use the arrow keys.',
    );
  },
};

export const WithoutOutput: Story = { args: { hideOutput: true } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Tab to the thumb, then the arrow keys step, Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('41');
    await expect(args.onChange).toHaveBeenLastCalledWith(41);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
  },
};

function Linked() {
  const [value, setValue] = useState(0.5);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Slider
        label="Share"
        minValue={0}
        maxValue={1}
        step={0.01}
        formatOptions={{ style: 'percent' }}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Chosen share">{value.toFixed(2)}</output>
    </div>
  );
}

/** Controlled: the value lives outside and the slider follows it. */
export const Controlled: Story = {
  render: () => <Linked />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('status', { name: 'Chosen share' })).toHaveTextContent('0.49');
  },
};

export const MobileWidth: Story = {
  args: { ...Percentage.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
