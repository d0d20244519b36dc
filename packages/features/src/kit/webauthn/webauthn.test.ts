import { describe, expect, it, vi } from 'vitest';
import type { PasskeyApproval } from './types';
import {
  approveWithPasskey,
  base64urlToBytes,
  bytesToBase64url,
  getAssertion,
  NoPasskeyAnswer,
  requestOptionsFromJSON,
  userHandleText,
} from './webauthn';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A passkey's answer as the browser gives it (ArrayBuffers). */
function fakeCredential(userHandle: ArrayBuffer | null = bytes(0x75, 0x2d, 0x31)) {
  return {
    id: '-_8',
    rawId: bytes(0xfb, 0xff),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes(0x7b, 0x7d),
      authenticatorData: bytes(1, 2, 3),
      signature: bytes(0xff, 0xee),
      userHandle,
    },
    getClientExtensionResults: () => ({}),
  };
}

const SUMMARY = {
  amount: '12.50',
  currency: 'USD',
  payee: 'Grace Hopper',
  source: 'USD account 1234',
};
const PAYMENT: PasskeyApproval = {
  passkey: {
    challenge: 'AAEC',
    rpId: 'bank.test',
    allowCredentials: [{ id: '-_8', type: 'public-key', transports: ['internal'] }],
    userVerification: 'required',
    timeout: 300000,
  },
  payment: SUMMARY,
};

/** A Payment Request API that records what it was asked and answers `details` (SPC supported or not). */
function fakePaymentRequest(canMakePayment: boolean, details: unknown = fakeCredential()) {
  const made: { methods: PaymentMethodData[]; details: PaymentDetailsInit }[] = [];
  const complete = vi.fn(async () => undefined);
  class FakePaymentRequest {
    constructor(methods: PaymentMethodData[], paymentDetails: PaymentDetailsInit) {
      made.push({ methods, details: paymentDetails });
    }
    canMakePayment = async () => canMakePayment;
    show = async () => ({ details, complete });
  }
  return { made, complete, PaymentRequest: FakePaymentRequest as unknown as typeof PaymentRequest };
}

describe('base64url', () => {
  it('turns bytes into base64url without padding and back', () => {
    expect(bytesToBase64url(bytes(0xfb, 0xff))).toBe('-_8');
    expect(bytesToBase64url(new Uint8Array([104, 105]))).toBe('aGk');
    expect([...base64urlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64urlToBytes('aGk')]).toEqual([104, 105]);
  });

  it('reads a userHandle as the text it carries (the customer sub)', () => {
    expect(userHandleText(bytesToBase64url(new TextEncoder().encode('sub-42')))).toBe('sub-42');
  });
});

describe('requestOptionsFromJSON', () => {
  it('gives the browser bytes for the challenge and each allowed credential', () => {
    const options = requestOptionsFromJSON(PAYMENT.passkey);
    expect([...new Uint8Array(options.challenge as ArrayBuffer)]).toEqual([0, 1, 2]);
    expect(options.rpId).toBe('bank.test');
    expect(options.userVerification).toBe('required');
    expect(options.timeout).toBe(300000);
    expect(options.allowCredentials).toHaveLength(1);
    expect([...new Uint8Array(options.allowCredentials![0]!.id as ArrayBuffer)]).toEqual([
      0xfb, 0xff,
    ]);
    expect(options.allowCredentials![0]!.transports).toEqual(['internal']);
  });

  it('asks user verification when the options say nothing, and allows any passkey without a list', () => {
    const options = requestOptionsFromJSON({ challenge: 'AAEC' });
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toEqual([]);
    expect(options).not.toHaveProperty('rpId');
  });
});

describe('getAssertion', () => {
  it('answers the signature as base64url JSON and passes mediation and signal on', async () => {
    const get = vi.fn(async () => fakeCredential() as unknown as Credential);
    const signal = new AbortController().signal;
    const answer = await getAssertion(
      { challenge: 'AAEC' },
      { mediation: 'conditional', signal },
      { credentials: { get } },
    );
    expect(answer).toEqual({
      id: '-_8',
      rawId: '-_8',
      type: 'public-key',
      response: {
        clientDataJSON: 'e30',
        authenticatorData: 'AQID',
        signature: '_-4',
        userHandle: 'dS0x',
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    });
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ mediation: 'conditional', signal }));
  });

  it('leaves userHandle out when the passkey gives none', async () => {
    const get = async () => fakeCredential(null) as unknown as Credential;
    const answer = await getAssertion({ challenge: 'AAEC' }, {}, { credentials: { get } });
    expect(answer.response).not.toHaveProperty('userHandle');
  });

  it('refuses an answer that is not a passkey signature', async () => {
    const get = async () => null;
    await expect(
      getAssertion({ challenge: 'AAEC' }, {}, { credentials: { get } }),
    ).rejects.toBeInstanceOf(NoPasskeyAnswer);
  });
});

describe('approveWithPasskey', () => {
  it('uses Secure Payment Confirmation where the browser can: amount, payee, source account and icon', async () => {
    const spc = fakePaymentRequest(true);
    const get = vi.fn();
    const answer = await approveWithPasskey(
      PAYMENT,
      {},
      { credentials: { get }, PaymentRequest: spc.PaymentRequest },
    );
    expect(get).not.toHaveBeenCalled();
    expect(answer.response.signature).toBe('_-4');
    expect(spc.complete).toHaveBeenCalledWith('success');
    const [{ methods, details }] = spc.made as [(typeof spc.made)[number]];
    expect(details.total).toEqual({ label: 'Total', amount: { currency: 'USD', value: '12.50' } });
    const method = methods[0]!;
    expect(method.supportedMethods).toBe('secure-payment-confirmation');
    const data = method.data as {
      credentialIds: Uint8Array[];
      challenge: Uint8Array;
      rpId: string;
      payeeName: string;
      instrument: { displayName: string; icon: string };
      timeout: number;
    };
    expect(data.credentialIds.map((id) => [...id])).toEqual([[0xfb, 0xff]]);
    expect([...data.challenge]).toEqual([0, 1, 2]);
    expect(data.rpId).toBe('bank.test');
    expect(data.payeeName).toBe('Grace Hopper');
    expect(data.instrument.displayName).toBe('USD account 1234');
    expect(data.instrument.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(data.timeout).toBe(300000);
  });

  it('falls back to a plain passkey prompt when the browser cannot make the payment confirmation', async () => {
    const spc = fakePaymentRequest(false);
    const get = vi.fn(async () => fakeCredential() as unknown as Credential);
    const answer = await approveWithPasskey(
      PAYMENT,
      {},
      { credentials: { get }, PaymentRequest: spc.PaymentRequest },
    );
    expect(answer.id).toBe('-_8');
    expect(get).toHaveBeenCalledOnce();
  });

  it('uses a plain passkey prompt without the Payment Request API, for a 4-letter currency, when told to, or without a payment', async () => {
    const get = vi.fn(async () => fakeCredential() as unknown as Credential);
    await approveWithPasskey(PAYMENT, {}, { credentials: { get } });
    const spc = fakePaymentRequest(true);
    await approveWithPasskey(
      { ...PAYMENT, payment: { ...SUMMARY, currency: 'USAX' } },
      {},
      { credentials: { get }, PaymentRequest: spc.PaymentRequest },
    );
    await approveWithPasskey(
      PAYMENT,
      { securePayment: false },
      { credentials: { get }, PaymentRequest: spc.PaymentRequest },
    );
    await approveWithPasskey(
      { passkey: PAYMENT.passkey },
      {},
      { credentials: { get }, PaymentRequest: spc.PaymentRequest },
    );
    expect(get).toHaveBeenCalledTimes(4);
    expect(spc.made).toHaveLength(0);
  });

  it('rejects as the browser does when the customer closes the prompt', async () => {
    const closed = new DOMException('closed', 'NotAllowedError');
    const get = async () => {
      throw closed;
    };
    await expect(approveWithPasskey(PAYMENT, {}, { credentials: { get } })).rejects.toBe(closed);
  });
});
