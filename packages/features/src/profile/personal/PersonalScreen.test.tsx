import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransportRequest, User } from '@axia/core';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { plainUser, profileUser } from '../settingsFixtures';
import { PersonalView } from './PersonalScreen';

// Seed 002 §2 Personal, §5 Profile photo, §8: the avatar (fetched as a blob), 'Change avatar' ('Please choose an
// image', 'File is too big!' over 10,485,760 bytes, the crop dialog), the read-only details, the PEP status ('Updated
// PEP status').

const created: Blob[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:avatar-${created.length}`;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(user: User = profileUser, responses: Record<string, unknown> = {}) {
  const notify = vi.fn();
  const calls: TransportRequest[] = [];
  const services = createFakeServices({
    session: { user },
    notify,
    responses: {
      getUser: user,
      downloadDocument: (request: TransportRequest) => {
        calls.push(request);
        return new Blob(['png'], { type: 'image/png' });
      },
      registerPep: (request: TransportRequest) => {
        calls.push(request);
        return {};
      },
      ...responses,
    },
  });
  const view = render(
    <ScreenInRoute services={services} path="/profile">
      <PersonalView />
    </ScreenInRoute>,
  );
  return { notify, calls, view, user: userEvent.setup({ applyAccept: false }) };
}

describe('/profile', () => {
  it('shows the avatar from GET /document/download/{id} as an object URL, revoked on leaving', async () => {
    const { calls, view } = setup();
    const image = await screen.findByRole('img', { name: 'Profile photo of Ada Lovelace' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:avatar-1'));
    expect(calls[0]).toMatchObject({
      operation: 'downloadDocument',
      path: '/document/download/avatar-file-1',
    });
    view.unmount();
    expect(revoked).toContain('blob:avatar-1');
  });

  it('shows the initials without a photo', async () => {
    setup(plainUser);
    const placeholder = await screen.findByRole('img', { name: 'Profile photo of Ada Lovelace' });
    expect(placeholder).toHaveTextContent('AL');
  });

  it('shows the name, email, date of birth and address read-only', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Name', 'Email', 'Date of birth', 'Address']);
    expect(values).toEqual([
      'Ada Lovelace',
      'ada@demo.test',
      '1990-12-10',
      '12 Analytical Row, London, W1 2AB, GB',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says 'Please choose an image' for a file that is not an image", async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Change avatar' });
    await user.upload(
      screen.getByLabelText('Choose an image'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("alerts 'File is too big!' over 10,485,760 bytes", async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Change avatar' });
    const big = new File([new Uint8Array(10_485_761)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an image'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File is too big!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the crop dialog for an image of 10,485,760 bytes, and Cancel closes it', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Change avatar' });
    const fine = new File([new Uint8Array(10_485_760)], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose an image'), fine);
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("saves the PEP status through POST /user/pep/registration: 'Updated PEP status'", async () => {
    const { user, calls, notify } = setup();
    const group = await screen.findByRole('radiogroup', { name: 'PEP status' });
    expect(within(group).getByRole('radio', { name: 'Nothing to declare' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /\(PEP\)/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Updated PEP status' }),
    );
    expect(calls.find((call) => call.operation === 'registerPep')?.body).toEqual({
      pepStatus: 'PEP',
    });
  });

  it('shows a failed read with a retry', async () => {
    setup(profileUser, {
      getUser: () => Promise.reject(new Error('Service down')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
