import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'Data display/StatusTag',
  component: StatusTag,
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'danger', 'warning', 'neutral', 'info'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Danger: Story = {
  args: { tone: 'danger', children: 'Action Required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Action Required')).toBeVisible();
  },
};
export const Warning: Story = { args: { tone: 'warning', children: 'Pending review' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Closed' } };
export const Info: Story = { args: { tone: 'info', children: 'New' } };
export const WithIcon: Story = {
  args: { tone: 'danger', icon: 'warning', children: 'Action Required' },
};
export const Small: Story = { args: { size: 'sm', children: 'Active' } };
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusTag tone="success" icon="success">
        Completed
      </StatusTag>
      <StatusTag tone="danger" icon="error">
        Failed
      </StatusTag>
      <StatusTag tone="warning" icon="warning">
        Pending
      </StatusTag>
      <StatusTag tone="neutral">Cancelled</StatusTag>
      <StatusTag tone="info" icon="info">
        Processing
      </StatusTag>
    </div>
  ),
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    icon: 'warning',
    children: 'Identity verification required before your next withdrawal can be processed',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <StatusTag {...args} />
    </div>
  ),
};
export const MobileWidth: Story = {
  args: { tone: 'info', children: 'Processing' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
