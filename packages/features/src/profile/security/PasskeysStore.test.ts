import { describe, expect, it, vi } from 'vitest';
import type { PasskeysDeps } from './PasskeysStore';
import { PasskeysStore, passkeyNameError } from './PasskeysStore';
import { laptopPasskey, newPasskey, passkeyList, phonePasskey } from './fixtures';

// Issue 45: the passkeys store's rules the screen test does not reach: the name's bounds, which passkey is the new
// one, and a new passkey whose name could not be saved.

function store(api: Partial<PasskeysDeps['api']>, auth: Partial<PasskeysDeps['auth']> = {}) {
  const notify = vi.fn();
  const passkeys = new PasskeysStore({
    api: {
      getPasskeys: vi.fn(async () => passkeyList()),
      renamePasskey: vi.fn(),
      setPasswordSignIn: vi.fn(),
      grantPasskey: vi.fn(),
      ...api,
    } as PasskeysDeps['api'],
    auth: {
      associateWebAuthnCredential: vi.fn(async () => {}),
      deleteWebAuthnCredential: vi.fn(async () => {}),
      ...auth,
    },
    notify,
  });
  return { passkeys, notify };
}

describe('passkeyNameError', () => {
  it.each([
    ['', 'Please enter a name for the passkey.'],
    ['   ', 'Please enter a name for the passkey.'],
    ['x'.repeat(65), 'Give the passkey a name of at most 64 characters.'],
    [` ${'x'.repeat(64)} `, null],
    ['A', null],
  ])('%j → %s', (name, expected) => {
    expect(passkeyNameError(name)).toBe(expected);
  });
});

describe('PasskeysStore', () => {
  it('renames the passkey that was not listed before, wherever the bank lists it', async () => {
    const renamePasskey = vi.fn(async () => ({ ...newPasskey, name: 'Desk' }));
    const getPasskeys = vi
      .fn()
      .mockResolvedValueOnce(passkeyList([phonePasskey, laptopPasskey]))
      .mockResolvedValueOnce(passkeyList([phonePasskey, newPasskey, laptopPasskey]));
    const { passkeys } = store({ getPasskeys, renamePasskey } as Partial<PasskeysDeps['api']>);
    await passkeys.load();
    passkeys.openAdd();
    passkeys.setName('Desk');
    await expect(passkeys.submitAdd()).resolves.toBe('cred-new');
    expect(renamePasskey).toHaveBeenCalledWith({
      params: { credentialId: 'cred-new' },
      body: { name: 'Desk' },
    });
    expect(passkeys.passkeys.map((passkey) => passkey.name)).toEqual([
      'iPhone',
      'Desk',
      'Work laptop',
    ]);
    expect(passkeys.adding).toBeNull();
  });

  it('says the passkey was added but not named when the rename fails, and reads the list again', async () => {
    const getPasskeys = vi
      .fn()
      .mockResolvedValueOnce(passkeyList([]))
      .mockResolvedValue(passkeyList([newPasskey]));
    const { passkeys, notify } = store({
      getPasskeys,
      renamePasskey: vi.fn(async () => Promise.reject(new Error('Network Error'))),
    } as Partial<PasskeysDeps['api']>);
    await passkeys.load();
    passkeys.openAdd();
    passkeys.setName('Desk');
    await expect(passkeys.submitAdd()).resolves.toBe('cred-new');
    expect(notify).toHaveBeenCalledWith({
      tone: 'warning',
      title:
        'Your passkey has been added, but its name could not be saved. It is listed as Passkey.',
    });
    expect(passkeys.adding).toBeNull();
    expect(getPasskeys).toHaveBeenCalledTimes(3);
    expect(passkeys.passkeys).toEqual([newPasskey]);
  });

  it.each([
    ['PasskeyAlreadyExists', 'This device already keeps a passkey for your account.'],
    ['PasskeyNotSupported', 'This browser cannot create passkeys.'],
    ['Unknown', 'The passkey could not be added. Please try again.'],
    ['SomethingElse', 'As the provider said it.'],
  ])('says a %s refusal in the dialog', async (name, expected) => {
    const refusal = Object.assign(new Error('As the provider said it.'), { name });
    const { passkeys } = store(
      {},
      { associateWebAuthnCredential: vi.fn(async () => Promise.reject(refusal)) },
    );
    await passkeys.load();
    passkeys.openAdd();
    passkeys.setName('Desk');
    await expect(passkeys.submitAdd()).resolves.toBeNull();
    expect(passkeys.adding).toMatchObject({ step: 'name', name: 'Desk', error: expected });
  });
});
