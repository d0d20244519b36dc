import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner, BannerRestoreButton } from './Banner';

describe('Banner', () => {
  it('is a region named by its header, with a heading and body text', () => {
    render(<Banner header="Scheduled maintenance">Payments may be delayed.</Banner>);
    const region = screen.getByRole('region', { name: 'Scheduled maintenance' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Scheduled maintenance' }),
    );
    expect(region).toHaveTextContent('Payments may be delayed.');
  });

  it('has no close button unless onDismiss is given', () => {
    render(<Banner header="News">Body</Banner>);
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).toBeNull();
  });

  it('calls onDismiss from the close button, by mouse and keyboard', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner header="News" onDismiss={onDismiss}>
        Body
      </Banner>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss announcement' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('shows a different icon and class per tone', () => {
    const { rerender } = render(<Banner header="News">Body</Banner>);
    const region = () => screen.getByRole('region', { name: 'News' });
    const infoClass = region().className;
    const infoIcon = region().querySelector('svg path')?.getAttribute('d');
    rerender(
      <Banner header="News" tone="danger">
        Body
      </Banner>,
    );
    expect(region().className).not.toBe(infoClass);
    expect(region().querySelector('svg path')?.getAttribute('d')).not.toBe(infoIcon);
    expect(region().querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the requested heading level', () => {
    render(
      <Banner header="News" headingLevel={3}>
        Body
      </Banner>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'News' })).toBeInTheDocument();
  });
});

describe('BannerRestoreButton', () => {
  it('is a button named "Show announcement" that calls onPress', async () => {
    const onPress = vi.fn();
    render(<BannerRestoreButton onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show announcement' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
