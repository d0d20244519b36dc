import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailStates, type DetailStatesText } from './DetailStates';

const TEXT: DetailStatesText = {
  loading: 'Loading the thing…',
  notFound: 'Thing not found',
  notFoundDescription: 'This thing does not exist or is not yours.',
  loadFailed: 'The thing could not be loaded',
  tryAgain: 'Try again',
};

describe('DetailStates', () => {
  it('while loading: a polite status named by the loading text, with the asked number of placeholder lines', () => {
    const { container } = render(
      <DetailStates read={{ status: 'loading' }} text={TEXT} skeletonLines={6} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(container.querySelectorAll('[data-skeleton="text"]')).toHaveLength(6);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a 404: the not-found h2 and its description, no alert and no retry', () => {
    render(
      <DetailStates
        read={{ status: 'failed', message: 'Not found', notFound: true }}
        text={TEXT}
        skeletonLines={8}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thing not found' })).toBeVisible();
    expect(screen.getByText('This thing does not exist or is not yours.')).toBeVisible();
    expect(screen.queryByText('Not found')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("another failure: the failed h2, the error's text announced, and Try again reads again", async () => {
    const onRetry = vi.fn();
    render(
      <DetailStates
        read={{ status: 'failed', message: 'Service down', notFound: false }}
        text={TEXT}
        skeletonLines={8}
        onRetry={onRetry}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'The thing could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Service down');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a record that is read but not yet shown (the screen waits for more) keeps the skeleton', () => {
    render(
      <DetailStates
        read={{ status: 'ready', value: {} }}
        text={TEXT}
        skeletonLines={3}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
  });
});
