import { describe, expect, it, vi } from 'vitest';
import { NoPasskeyAnswer } from '../../kit/webauthn/webauthn';
import { autofillChallenge, waitForAutofill } from './autofill';

// The autofill's two steps: the identity's challenge, then the passkey the customer picks.

const ENDPOINT = 'http://127.0.0.1:8080/identity';
const challengeAnswer = () =>
  Response.json({
    CredentialRequestOptions: { challenge: 'AAEC', allowCredentials: [] },
    ChallengeId: 'c-1',
  });
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

describe('the passkey autofill', () => {
  it("refuses an identity service without the operation (an external pool's 400)", async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ __type: 'InvalidActionException' }, { status: 400 }),
    );
    await expect(
      autofillChallenge(ENDPOINT, new AbortController().signal, fetchImpl),
    ).rejects.toThrow('StartWebAuthnAutofill answered 400');
  });

  it('refuses an answer without a challenge', async () => {
    const fetchImpl = vi.fn(async () => Response.json({}));
    await expect(
      autofillChallenge(ENDPOINT, new AbortController().signal, fetchImpl),
    ).rejects.toThrow('StartWebAuthnAutofill gave no challenge');
  });

  it('asks the browser without a prompt (conditional) and names the account by the userHandle', async () => {
    const get = vi.fn(async () => ({
      id: 'AQ',
      rawId: bytes(1),
      type: 'public-key',
      response: {
        clientDataJSON: bytes(2),
        authenticatorData: bytes(3),
        signature: bytes(4),
        userHandle: bytes(0x73, 0x75, 0x62), // 'sub'
      },
    }));
    const signal = new AbortController().signal;
    const pick = await waitForAutofill(ENDPOINT, signal, {
      fetchImpl: vi.fn(async () => challengeAnswer()),
      credentials: { get: get as unknown as CredentialsContainer['get'] },
    });
    expect(pick.username).toBe('sub');
    expect(JSON.parse(pick.credential)).toMatchObject({ id: 'AQ', response: { signature: 'BA' } });
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ mediation: 'conditional', signal }));
  });

  it('refuses a passkey that does not say whose it is', async () => {
    const get = vi.fn(async () => ({
      id: 'AQ',
      rawId: bytes(1),
      type: 'public-key',
      response: { clientDataJSON: bytes(2), authenticatorData: bytes(3), signature: bytes(4) },
    }));
    await expect(
      waitForAutofill(ENDPOINT, new AbortController().signal, {
        fetchImpl: vi.fn(async () => challengeAnswer()),
        credentials: { get: get as unknown as CredentialsContainer['get'] },
      }),
    ).rejects.toBeInstanceOf(NoPasskeyAnswer);
  });
});
