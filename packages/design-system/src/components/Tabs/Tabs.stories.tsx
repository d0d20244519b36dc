import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'transactions', label: 'Transactions', panel: <p>No transactions this month.</p> },
  { id: 'summary', label: 'Summary', panel: <p>Card type, currency and delivery.</p> },
  { id: 'actions', label: 'Actions', panel: <p>Request a physical card.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Card details', tabs, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected and its panel shown. */
export const Default: Story = {};

export const SecondTabSelected: Story = { args: { defaultSelectedKey: 'summary' } };

/** Required play: one Tab stop, the focus ring on the tab, arrow keys select the next tab and show its panel. */
export const KeyboardFocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // react-aria builds the tab collection after the first render: wait for the tabs.
    const transactions = await canvas.findByRole('tab', { name: 'Transactions' });
    await userEvent.tab();
    await expect(transactions).toHaveFocus();
    await expect(transactions).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const summary = canvas.getByRole('tab', { name: 'Summary', selected: true });
    await expect(summary).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('summary');
    await expect(canvas.getByRole('tabpanel', { name: 'Summary' })).toHaveTextContent(
      'Card type, currency and delivery.',
    );
  },
};

/** A disabled tab is greyed, announced as disabled and skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: {
    tabs: tabs.map((tab) => (tab.id === 'summary' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Actions', selected: true })).toHaveFocus();
  },
};

/** Named by a visible heading instead of aria-label. */
export const LabelledByHeading: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'tabs-heading' },
  render: (args) => (
    <section>
      <h2 id="tabs-heading">Card details</h2>
      <Tabs {...args} />
    </section>
  ),
};

const longTabs: TabItem[] = [
  {
    id: 'transactions',
    label: 'Transactions and pending card authorisations',
    panel: <p>No transactions this month.</p>,
  },
  { id: 'summary', label: 'Summary of the card and its delivery', panel: <p>Card summary.</p> },
  { id: 'actions', label: 'Actions you can take on this card', panel: <p>Card actions.</p> },
];

export const LongLabels: Story = { args: { tabs: longTabs } };

/** On a phone the tab row scrolls sideways; the tabs keep their full labels and size. */
export const NarrowWidth: Story = {
  args: { tabs: longTabs, defaultSelectedKey: 'actions' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
