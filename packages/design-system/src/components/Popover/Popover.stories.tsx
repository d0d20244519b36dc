import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Icon, type IconName } from '../Icon';
import { Popover } from './Popover';

type Tone = 'success' | 'warning' | 'danger';
const services: { name: string; status: string; tone: Tone; icon: IconName }[] = [
  { name: 'Transfers', status: 'Operational', tone: 'success', icon: 'success' },
  { name: 'Card payments', status: 'Delayed', tone: 'warning', icon: 'warning' },
  { name: 'Statements', status: 'Unavailable', tone: 'danger', icon: 'error' },
];

// Status is told by the word, with an icon and colour only as extra cues.
const serviceStatus = (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }}>
    {services.map(({ name, status, tone, icon }) => (
      <li
        key={name}
        style={{ display: 'flex', justifyContent: 'space-between', gap: vars.space.lg }}
      >
        <span>{name}</span>
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: vars.space.xs,
            color: vars.color[tone].text,
            fontWeight: vars.fontWeight.medium,
          }}
        >
          <Icon name={icon} size={16} />
          {status}
        </span>
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { title: 'Service Status', children: serviceStatus, onOpenChange: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  parameters: {
    layout: 'centered',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary" icon={<Icon name="info" />}>
        Service status
      </Button>
      <Popover {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ServiceStatus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Service Status' });
    await expect(dialog).toHaveTextContent('Card payments');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Service status' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Top: Story = { args: { placement: 'top' } };
export const Right: Story = { args: { placement: 'right' } };
export const WithoutArrow: Story = { args: { showArrow: false } };

export const LongText: Story = {
  args: {
    title: 'Why is my transfer still pending after the usual processing time has passed?',
    children: (
      <p>
        Transfers above 10,000 EUR are checked by our team before they leave your account. This
        usually takes less than one business day; we will write to you if we need anything else.
      </p>
    ),
  },
};

export const Empty: Story = {
  args: { children: <p>No incidents reported.</p> },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Keyboard: Enter opens it and moves focus in, Escape closes it and focus returns to the button. */
export const KeyboardFocus: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary" icon={<Icon name="info" />}>
        Service status
      </Button>
      <Popover {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Service status' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Service Status' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
