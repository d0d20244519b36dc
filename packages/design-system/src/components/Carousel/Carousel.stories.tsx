import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { Carousel } from './Carousel';

const offers = [
  { title: 'Instant transfers', text: 'Send money in seconds, 24/7.' },
  { title: 'Savings goals', text: 'Put money aside automatically.' },
  { title: 'Crypto wallet', text: 'Buy and hold BTC and ETH.' },
  { title: 'Virtual cards', text: 'A fresh card number for every shop.' },
  { title: 'Travel insurance', text: 'Covered abroad with Premium.' },
  { title: 'Cashback', text: 'Up to 3% back at partner shops.' },
  { title: 'Joint accounts', text: 'Share expenses with family.' },
  { title: 'Stock savings plan', text: 'Invest from 1 EUR a month.' },
];

function OfferCard({ title, text }: { title: string; text: string }) {
  return (
    <Stack
      gap="sm"
      padding="lg"
      background="surface"
      color="text"
      borderRadius="md"
      boxShadow="sm"
      style={{ width: '220px', height: '100%' }}
    >
      <strong>{title}</strong>
      <span>{text}</span>
      <Link href={`#${title.toLowerCase().replace(/\s+/g, '-')}`} variant="standalone">
        Learn more<VisuallyHidden>{` about ${title.toLowerCase()}`}</VisuallyHidden>
      </Link>
    </Stack>
  );
}

const slides = offers.map((offer) => <OfferCard key={offer.title} {...offer} />);

const meta = {
  title: 'Data display/Carousel',
  component: Carousel,
  args: { label: 'Offers for you', children: slides },
  // A width narrower than the slides, so there is something to scroll.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '600px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Offers for you' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(offers.length);
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeEnabled();
  },
};

/** Each press moves 150 px; at the far end 'Scroll right' is disabled and focus moves to 'Scroll left'. */
export const ScrollToTheEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole('list');
    const left = canvas.getByRole('button', { name: 'Scroll left' });
    const right = canvas.getByRole('button', { name: 'Scroll right' });
    const maxScroll = track.scrollWidth - track.clientWidth;

    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBeCloseTo(150, 0));
    await expect(left).toBeEnabled();

    for (let press = 0; press < 20 && !right.hasAttribute('disabled'); press++) {
      const target = Math.min(track.scrollLeft + 150, maxScroll);
      await userEvent.click(right);
      await waitFor(() => expect(track.scrollLeft).toBeCloseTo(target, 0));
    }
    await waitFor(() => expect(right).toBeDisabled());
    await expect(track.scrollLeft).toBeCloseTo(maxScroll, 0);
    await waitFor(() => expect(left).toHaveFocus());

    const before = track.scrollLeft;
    await userEvent.click(left);
    await waitFor(() => expect(track.scrollLeft).toBeCloseTo(before - 150, 0));
    await expect(right).toBeEnabled();
  },
};

/** Keyboard only: Tab to 'Scroll right', Enter scrolls; Tab on reaches the slides' links. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole('list');
    await userEvent.tab();
    const right = canvas.getByRole('button', { name: 'Scroll right' });
    await expect(right).toHaveFocus();
    await expect(right).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(track.scrollLeft).toBeCloseTo(150, 0));
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Learn more about instant transfers' }),
    ).toHaveFocus();
  },
};

/** Slides that fit need no scrolling: both buttons are disabled. */
export const FewSlides: Story = {
  args: { children: slides.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeDisabled();
  },
};

/** Slides with nothing focusable: the row itself is a tab stop, so the keyboard can still scroll it. */
export const TextOnlySlides: Story = {
  args: {
    children: offers.map((offer) => (
      <Stack key={offer.title} gap="sm" padding="lg" style={{ width: '220px' }}>
        <strong>{offer.title}</strong>
        <span>{offer.text}</span>
      </Stack>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('list', { name: 'Offers for you, scrollable' });
    await waitFor(() => expect(row).toHaveAttribute('tabindex', '0'));
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: FewSlides.play,
};

export const LongText: Story = {
  args: {
    label: 'Personalised offers and promotions selected for you this month',
    children: [
      <OfferCard
        key="long"
        title="International transfers at the real exchange rate"
        text="Send money to more than 60 countries with a transparent fee shown before you confirm, and track every transfer until it arrives."
      />,
      ...slides.slice(1),
    ],
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
