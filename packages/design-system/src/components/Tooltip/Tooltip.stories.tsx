import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the IBAN to your clipboard',
    children: <IconButton icon="copy" aria-label="Copy IBAN" />,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  parameters: {
    layout: 'centered',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open, so axe audits the tooltip itself. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('tooltip')).toHaveTextContent(
      'Copies the IBAN to your clipboard',
    );
  },
};

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const Right: Story = { args: { defaultOpen: true, placement: 'right' } };
export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false } };

export const OnTextButton: Story = {
  args: {
    defaultOpen: true,
    content: 'Fees are always shown before you confirm',
    children: <Button variant="tertiary">Fees</Button>,
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Your IBAN identifies your account for transfers from other banks. Share it only with people who send you money.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy IBAN' })).toHaveFocus();
    await expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Keyboard: focus shows it and describes the button, Escape hides it and keeps focus. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy IBAN' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copies the IBAN to your clipboard');
    await expect(trigger).toHaveAccessibleDescription('Copies the IBAN to your clipboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Hover: shows after the delay. */
export const Hover: Story = {
  args: { delay: 200 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy IBAN' });
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};
