import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServicesStory } from '../../kit/storySupport';
import { ServicesScreen } from './ServicesScreen';

// /services (seed 002 §2 'Services'): its two links.

function Services() {
  return (
    <ServicesStory options={{}} path="/services">
      <ServicesScreen />
    </ServicesStory>
  );
}

const meta = {
  title: 'Screens/Services/Services',
  component: Services,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Services>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Your Cards/ })).toHaveAttribute(
      'href',
      '/cards',
    );
    await expect(canvas.getByRole('link', { name: /^My Beneficiaries/ })).toHaveAttribute(
      'href',
      '/Beneficiaries',
    );
  },
};
