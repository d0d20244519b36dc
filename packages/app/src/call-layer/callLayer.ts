import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
} from 'axios';
import {
  contract,
  createBankClient,
  GENERAL_MESSAGES,
  type BankClient,
  type Operation,
  type Transport,
  type TransportRequest,
} from '@axia/core';

// The one HTTP client of the app (seed 000 §7): bearer ID token on every call; 200 → data; 207 → the whole
// response body; 503 → maintenance flag and reject; 'CognitoTokenExpired' → one refresh and one retry, else
// sign out; a read answered 429 with a near Retry-After → asked again then (the bank's share of time for a
// customer's expensive reads, issue 44); any other failure → the server's message, else the error's message, else
// 'Unknown error!'.

/** A read refused 429 is asked again after its Retry-After when that is at most this far… */
const READ_RETRY_MAX_WAIT_MS = 10_000;
/** …and at most this many times (each after the wait the bank named). */
const READ_RETRIES = 3;

export const TOKEN_EXPIRED_MESSAGE = 'CognitoTokenExpired';

/** A failed bank call: `message` is what the user may be shown. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface CallLayerOptions {
  baseURL: string;
  /** The ID token; `forceRefresh` asks the identity service for a fresh one. Null when there is none. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Called on any 503, with its Retry-After in milliseconds (null when it gives none). */
  onMaintenance(retryAfterMs: number | null): void;
  /** Called when an expired token cannot be refreshed: sign out and go to the start page. */
  onSessionExpired(): void | Promise<void>;
  /** For tests: a fake adapter. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
  /** For tests: how the layer waits before asking a refused read again (a timer by default). */
  wait?: (ms: number) => Promise<void>;
}

export interface CallLayer {
  /** The single axios instance. */
  http: AxiosInstance;
  /** What createBankClient calls. */
  transport: Transport;
  /** The typed bank client over `transport` (built from the API contract, which loads with this chunk). */
  api: BankClient;
  /** Whether the call changes anything (every method but GET): live events skip what such a call caused. */
  changesState(operation: Operation): boolean;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  }
  return null;
}

/**
 * Seed 000 §7/§8 error text: an answer from the bank gives its message, else 'Unknown error!' (never axios's
 * 'Request failed with status code 500'); no answer at all (offline, timeout) gives the error's own message.
 */
export function errorText(error: unknown): string {
  if (error instanceof AxiosError) {
    if (error.response) return serverMessage(error.response.data) ?? GENERAL_MESSAGES.unknownError;
    return error.message || GENERAL_MESSAGES.unknownError;
  }
  if (error instanceof Error && error.message) return error.message;
  return GENERAL_MESSAGES.unknownError;
}

/**
 * A Retry-After header (RFC 9110 §10.2.3: delay-seconds or an HTTP date) in milliseconds from `now`, or null when
 * there is none or it cannot be read. A date in the past is 0.
 */
export function retryAfterMs(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ('Sun, 01 Mar 2026 10:00:07 GMT'): no bare number ('-3') is read as one.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The file name of a Content-Disposition header (filename* first), or null. */
export function dispositionFileName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** A blob answer naming its file (Content-Disposition) becomes a File of that name, which the screen saves it as. */
function withFileName(data: unknown, disposition: unknown): unknown {
  const name = dispositionFileName(disposition);
  if (!name || typeof Blob === 'undefined' || !(data instanceof Blob) || data instanceof File)
    return data;
  return new File([data], name, { type: data.type });
}

function toConfig(request: TransportRequest): AxiosRequestConfig {
  const config: AxiosRequestConfig = {
    method: request.method,
    url: request.path,
    params: request.query,
    responseType: request.responseType === 'blob' ? 'blob' : 'json',
  };
  // Money-moving calls carry their key; the retry after a token refresh reuses this config, so the same key.
  if (request.idempotencyKey) config.headers = { 'Idempotency-Key': request.idempotencyKey };
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
    form.append('file', request.form.file, request.form.fileName);
    for (const more of request.form.moreFiles ?? []) form.append('file', more.file, more.fileName);
    config.data = form;
  } else if (request.body !== undefined) {
    config.data = request.body;
  }
  return config;
}

export function createCallLayer(options: CallLayerOptions): CallLayer {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 30_000,
    adapter: options.adapter,
    headers: { Accept: 'application/json' },
  });

  async function send(config: AxiosRequestConfig, freshToken: string | null) {
    const token = freshToken ?? (await options.getIdToken(false));
    const headers = { ...(config.headers as Record<string, string> | undefined) };
    if (token) headers.Authorization = `Bearer ${token}`;
    return http.request({ ...config, headers });
  }

  const wait =
    options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** `freshToken` is set on the one retry after a refresh; `refusals`: how often this read was answered 429. */
  async function call(
    config: AxiosRequestConfig,
    freshToken: string | null,
    refusals = 0,
  ): Promise<unknown> {
    const retried = freshToken !== null;
    try {
      const response = await send(config, freshToken);
      // 207 (a second step is needed) returns the whole body; other successes return the data.
      return withFileName(response.data, response.headers?.['content-disposition']);
    } catch (error) {
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = response?.status ?? null;
      const message = serverMessage(response?.data);
      if (status === 503) {
        options.onMaintenance(retryAfterMs(response?.headers?.['retry-after']));
        throw new ApiError(message ?? errorText(error), status, response?.data);
      }
      // A read only (nothing changes by asking again); a money move's 429 is its own velocity limit: said as it is.
      if (status === 429 && config.method === 'GET' && refusals < READ_RETRIES) {
        const after = retryAfterMs(response?.headers?.['retry-after']);
        if (after !== null && after <= READ_RETRY_MAX_WAIT_MS) {
          await wait(after);
          return call(config, freshToken, refusals + 1);
        }
      }
      if (status === 401 && message === TOKEN_EXPIRED_MESSAGE) {
        if (!retried) {
          let fresh: string | null = null;
          try {
            fresh = await options.getIdToken(true);
          } catch {
            fresh = null;
          }
          if (fresh) return call(config, fresh);
        }
        await options.onSessionExpired();
        throw new ApiError(message, status, response?.data);
      }
      throw new ApiError(errorText(error), status, response?.data);
    }
  }

  const transport: Transport = (request) => call(toConfig(request), null);
  return {
    http,
    transport,
    api: createBankClient(transport),
    changesState: (operation) => contract[operation].method !== 'GET',
  };
}
