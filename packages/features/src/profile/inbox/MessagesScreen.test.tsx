import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesScreen } from './MessagesScreen';

describe('/messages', () => {
  it('shows its heading and the empty state', () => {
    render(<MessagesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'No messages yet' })).toBeVisible();
    expect(screen.getByText(/There are no messages for you yet/)).toBeVisible();
  });
});
