import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Accounts' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Accounts' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

export const WithDescription: Story = {
  args: { description: 'All your current, savings and crypto accounts in one place.' },
};

export const Complete: Story = {
  args: {
    title: 'Checking account',
    description: 'IBAN DE89 3704 0044 0532 0130 00',
    backLink: (
      <Link href="#accounts" variant="standalone">
        <Icon name="chevronLeft" size={16} />
        Back to accounts
      </Link>
    ),
    actions: (
      <>
        <Button variant="secondary" icon={<Icon name="download" />}>
          Statements
        </Button>
        <Button icon={<Icon name="transfer" />}>Transfer</Button>
      </>
    ),
  },
};

export const SectionLevel: Story = {
  args: { level: 2, title: 'Recent transactions' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Recent transactions' }),
    ).toBeVisible();
  },
};

/**
 * After a client-side route change the app moves focus to the new page's heading through `headingRef`, so
 * screen readers announce the new page and the next Tab starts from the top of its content.
 */
export const FocusOnRouteChange: Story = {
  render: function Render() {
    const [page, setPage] = useState<'Accounts' | 'Cards'>('Accounts');
    const headingRef = useRef<HTMLHeadingElement>(null);
    return (
      <PageHeader
        title={page}
        headingRef={headingRef}
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              setPage(page === 'Accounts' ? 'Cards' : 'Accounts');
              // The app would do this in its router's navigation hook.
              requestAnimationFrame(() => headingRef.current?.focus());
            }}
          >
            Go to {page === 'Accounts' ? 'cards' : 'accounts'}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cards' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Cards' });
    // Focus moves on the next animation frame, after the new title has rendered.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    title: 'Savings account for the family holiday to New Zealand and Australia in 2027',
    description:
      'Set money aside automatically every month, earn 2.10% interest and withdraw at any time without fees or notice periods.',
    actions: <Button>Add money</Button>,
  },
};

export const MobileWidth: Story = {
  args: Complete.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
