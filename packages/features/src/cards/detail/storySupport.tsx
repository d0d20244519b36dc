import type { Decorator } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { Card, User } from '@axia/core';
import { ServicesStory } from '../../kit/storySupport';
import { sampleCard } from '../components/CardFace/fixtures';
import * as styles from './detail.css';
import { cardUser, detailResponses } from './samples';

// The card detail modals' story helpers (stories only: imports storybook/test).

/** Fake services answering the page's calls for `card` (with `responses` replacing some). */
export const withCardServices =
  ({
    card = sampleCard,
    user = cardUser,
    responses = {},
  }: { card?: Card; user?: User; responses?: Record<string, unknown> } = {}): Decorator =>
  (Story) => (
    <ServicesStory
      options={{ session: { user }, responses: detailResponses(card, responses) }}
      path={`/cards/${card.id}`}
      route="/cards/:cardId"
      main={{ id: 'main', className: styles.storyMain }}
    >
      <Story />
    </ServicesStory>
  );

/** A dialog by its name, once its fade-in is over. */
export async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const rejectWith =
  (message: string, status = 422) =>
  () =>
    Promise.reject(Object.assign(new Error(message), { status }));
