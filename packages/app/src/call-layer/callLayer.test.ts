import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createBankClient } from '@axia/core';
import { ApiError, createCallLayer, dispositionFileName, errorText } from './callLayer';

interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A fake axios adapter: answers each request with the next reply and records what was sent. */
function fakeAdapter(replies: (Reply | Error)[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const next = replies.shift();
    if (!next) throw new Error('no more fake replies');
    if (next instanceof Error) throw new AxiosError(next.message, 'ERR_NETWORK', config);
    const response = {
      data: next.data,
      status: next.status,
      statusText: String(next.status),
      headers: new AxiosHeaders(next.headers ?? {}),
      config,
    };
    if (next.status >= 200 && next.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${next.status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };
  return { adapter, seen };
}

function setup(replies: (Reply | Error)[], tokens: (string | null | Error)[] = ['token-1']) {
  const { adapter, seen } = fakeAdapter(replies);
  const getIdToken = vi.fn(async (forceRefresh?: boolean) => {
    // tokens[0] is the current token; a forced refresh moves on to the next one.
    if (forceRefresh) tokens.shift();
    const next = tokens[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const onMaintenance = vi.fn();
  const onSessionExpired = vi.fn();
  const waits: number[] = [];
  const layer = createCallLayer({
    baseURL: 'https://bank.test/api',
    getIdToken,
    onMaintenance,
    onSessionExpired,
    adapter,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return {
    api: createBankClient(layer.transport),
    layer,
    seen,
    getIdToken,
    onMaintenance,
    onSessionExpired,
    waits,
  };
}

const auth = (config: InternalAxiosRequestConfig | undefined) =>
  AxiosHeaders.from(config?.headers ?? {}).get('Authorization');

describe('call layer', () => {
  it('sends the bearer ID token and returns the data of a 200', async () => {
    const t = setup([{ status: 200, data: [{ id: 'a1' }] }]);
    await expect(t.api.getAccounts()).resolves.toEqual([{ id: 'a1' }]);
    expect(auth(t.seen[0])).toBe('Bearer token-1');
    expect(t.seen[0]?.url).toBe('/account');
    expect(t.seen[0]?.method).toBe('get');
  });

  it('tells which calls change something, whose live events the tab does not announce again', () => {
    const { layer } = setup([]);
    // Money moved, and a status changed by the customer (its screen toasts 'Card activated successfully!').
    expect(layer.changesState('transferBetweenAccounts')).toBe(true);
    expect(layer.changesState('activateCard')).toBe(true);
    expect(layer.changesState('submitDocument')).toBe(true);
    expect(layer.changesState('getAccounts')).toBe(false);
    expect(layer.changesState('getTransactions')).toBe(false);
  });

  it('uses one axios instance with the configured base URL', () => {
    const t = setup([]);
    expect(t.layer.http.defaults.baseURL).toBe('https://bank.test/api');
  });

  it('sends no Authorization header when there is no token', async () => {
    const t = setup([{ status: 200, data: [] }], [null]);
    await t.api.getStatusPage({ params: { pageId: 'axia' } });
    expect(auth(t.seen[0])).toBeFalsy();
  });

  it('passes query values and JSON bodies', async () => {
    const t = setup([
      { status: 200, data: { conversionRate: '0.5' } },
      { status: 200, data: { recorded: true } },
    ]);
    await t.api.getConversionRate({ query: { fromCurrency: 'AXC', toCurrency: 'USD' } });
    expect(t.seen[0]?.params).toEqual({ fromCurrency: 'AXC', toCurrency: 'USD' });
    await t.api.agreeUserConsent({ body: { consentFormName: 'TOKEN_MIGRATION' } });
    expect(t.seen[1]?.method).toBe('post');
    expect(JSON.parse(String(t.seen[1]?.data))).toEqual({ consentFormName: 'TOKEN_MIGRATION' });
  });

  it('sends multipart uploads as form data and asks blobs for downloads', async () => {
    const t = setup([
      { status: 200, data: { registrationCompleted: false } },
      { status: 200, data: new Blob(['x']) },
    ]);
    await t.api.uploadRegistrationDocument({
      fields: { documentType: 'proof_of_tax_id' },
      file: new Blob(['pdf']),
      fileName: 'tax.pdf',
    });
    const form = t.seen[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('documentType')).toBe('proof_of_tax_id');
    expect((form.get('file') as File).name).toBe('tax.pdf');
    await t.api.downloadRegistrationDocument({ params: { documentType: 'proof_of_tax_id' } });
    expect(t.seen[1]?.responseType).toBe('blob');
    expect(t.seen[1]?.url).toBe('/user/registration/document/proof_of_tax_id');
  });

  it('returns the whole body of a 207', async () => {
    const body = { statusCode: 207, message: 'Code sent', requestId: 'r1' };
    const t = setup([{ status: 207, data: body }]);
    await expect(t.api.updateUser({ body: { email: 'a@b.test' } })).resolves.toEqual(body);
  });

  it('sets the maintenance flag on a 503 and rejects', async () => {
    const t = setup([{ status: 503, data: { statusCode: 503, message: 'Maintenance' } }]);
    await expect(t.api.getUser()).rejects.toBeInstanceOf(ApiError);
    expect(t.onMaintenance).toHaveBeenCalledTimes(1);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('asks a read refused 429 again after its Retry-After, when that is near (issue 44)', async () => {
    const busy = (seconds: string) => ({
      status: 429,
      data: { statusCode: 429, message: 'Too many requests. Please try again later.' },
      headers: { 'retry-after': seconds },
    });
    const t = setup([busy('2'), busy('10'), { status: 200, data: [] }]);
    await expect(t.api.getAccounts()).resolves.toEqual([]);
    expect(t.waits).toEqual([2_000, 10_000]);
    expect(t.seen.map((config) => config.url)).toEqual(['/account', '/account', '/account']);
  });

  it('says a 429 as it is: a far Retry-After, none, the fourth refusal, or a money move', async () => {
    const busy = (seconds?: string): Reply => ({
      status: 429,
      data: { statusCode: 429, message: 'Too many requests. Please try again later.' },
      headers: seconds === undefined ? {} : { 'retry-after': seconds },
    });
    const far = setup([busy('11')]);
    await expect(far.api.getAccounts()).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(far.waits).toEqual([]);
    const none = setup([busy()]);
    await expect(none.api.getAccounts()).rejects.toMatchObject({ status: 429 });
    expect(none.waits).toEqual([]);
    const again = setup([busy('1'), busy('1'), busy('1'), busy('1')]);
    await expect(again.api.getAccounts()).rejects.toMatchObject({ status: 429 });
    expect(again.waits).toEqual([1_000, 1_000, 1_000]);
    expect(again.seen).toHaveLength(4);
    const move = setup([busy('1')]);
    await expect(move.api.cancelWireDeposit({ params: { id: 'tx-1' } })).rejects.toMatchObject({
      status: 429,
    });
    expect(move.waits).toEqual([]);
    expect(move.seen).toHaveLength(1);
  });

  it('refreshes an expired token once and retries once', async () => {
    const t = setup(
      [
        { status: 401, data: { message: 'CognitoTokenExpired' } },
        { status: 200, data: [] },
      ],
      ['old', 'fresh'],
    );
    await expect(t.api.getAccounts()).resolves.toEqual([]);
    expect(t.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
    expect(t.seen).toHaveLength(2);
    expect(auth(t.seen[1])).toBe('Bearer fresh');
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out when the refresh yields no token', async () => {
    const t = setup([{ status: 401, data: { message: 'CognitoTokenExpired' } }], ['old', null]);
    await expect(t.api.getAccounts()).rejects.toThrow('CognitoTokenExpired');
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(t.seen).toHaveLength(1);
  });

  it('signs out when the refresh throws', async () => {
    const t = setup(
      [{ status: 401, data: { message: 'CognitoTokenExpired' } }],
      ['old', new Error('NotAuthorizedException')],
    );
    await expect(t.api.getAccounts()).rejects.toBeInstanceOf(ApiError);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not retry twice: an expired token on the retry signs out', async () => {
    const t = setup(
      [
        { status: 401, data: { message: 'CognitoTokenExpired' } },
        { status: 401, data: { message: 'CognitoTokenExpired' } },
      ],
      ['old', 'fresh', 'fresher'],
    );
    await expect(t.api.getAccounts()).rejects.toThrow('CognitoTokenExpired');
    expect(t.seen).toHaveLength(2);
    expect(t.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sends a money-moving call with an Idempotency-Key, the same on the retry after a refresh', async () => {
    const t = setup(
      [
        { status: 401, data: { message: 'CognitoTokenExpired' } },
        { status: 200, data: { statusCode: 200, message: 'ok' } },
      ],
      ['old', 'fresh'],
    );
    await t.api.cancelWireDeposit({ params: { id: 'tx-1' } });
    const keys = t.seen.map((config) =>
      AxiosHeaders.from(config?.headers ?? {}).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses the key a caller gives, one per call otherwise, and none on reads', async () => {
    const t = setup([
      { status: 200, data: { statusCode: 200, message: 'ok' } },
      { status: 200, data: { statusCode: 200, message: 'ok' } },
      { status: 200, data: { statusCode: 200, message: 'ok' } },
      { status: 200, data: [] },
    ]);
    await t.api.cancelWireDeposit({ params: { id: 'tx-1' }, idempotencyKey: 'submission-1' });
    await t.api.cancelWireDeposit({ params: { id: 'tx-1' } });
    await t.api.cancelWireDeposit({ params: { id: 'tx-1' } });
    await t.api.getAccounts();
    const keys = t.seen.map((config) =>
      AxiosHeaders.from(config?.headers ?? {}).get('Idempotency-Key'),
    );
    expect(keys[0]).toBe('submission-1');
    expect(keys[1]).not.toBe(keys[2]);
    expect(keys[3]).toBeUndefined();
  });

  it('does not refresh on other 401s', async () => {
    const t = setup([{ status: 401, data: { message: 'Unauthorized' } }]);
    await expect(t.api.getAccounts()).rejects.toThrow('Unauthorized');
    expect(t.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(0);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server message',
      { status: 400, data: { statusCode: 400, message: 'Insufficient funds' } },
      'Insufficient funds',
    ],
    [
      "'Unknown error!' for an answer without a message",
      { status: 500, data: 'oops' },
      'Unknown error!',
    ],
    ['a network error message', new Error('Network Error'), 'Network Error'],
  ])('rejects with %s', async (_name, reply, expected) => {
    const t = setup([reply as Reply | Error]);
    await expect(t.api.getAccounts()).rejects.toThrow(expected);
    expect(t.onMaintenance).not.toHaveBeenCalled();
  });

  it("falls back to 'Unknown error!'", () => {
    expect(errorText(new AxiosError(''))).toBe('Unknown error!');
    expect(errorText({})).toBe('Unknown error!');
    expect(errorText(new Error(''))).toBe('Unknown error!');
  });
});

describe('dispositionFileName (issue 16: a download saved under the bank’s file name)', () => {
  it('reads filename*, then filename, else null', () => {
    expect(dispositionFileName(`attachment; filename="a b.pdf"`)).toBe('a b.pdf');
    expect(dispositionFileName(`attachment; filename=form.pdf`)).toBe('form.pdf');
    expect(
      dispositionFileName(`attachment; filename="x.pdf"; filename*=UTF-8''Beneficiary%20Form.pdf`),
    ).toBe('Beneficiary Form.pdf');
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(undefined)).toBeNull();
  });
});
