import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import {
  createContractClient,
  staffContract,
  type ContractClient,
  type StaffContract,
  type StaffOperation,
  type Transport,
} from '@axia/core';

/** The staff API, typed from the contract (packages/core/src/api/staff.ts). */
export type StaffApi = ContractClient<StaffContract>;

/** A failed staff call: `message` is the API's own (a 403's reason) or a plain fallback. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  }
  return null;
}

/** What to show for a failed call (any error). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

export interface StaffApiOptions {
  baseURL: string;
  /** The staff member's ID token (null when signed out). */
  getIdToken(): Promise<string | null>;
  /** A 401: the token is no longer accepted; the console signs out. */
  onUnauthorized(): void | Promise<void>;
  adapter?: AxiosAdapter;
}

/** The staff API over one axios instance: the ID token as `Authorization: Bearer` on every call. */
export function createStaffApi(options: StaffApiOptions): { http: AxiosInstance; api: StaffApi } {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: 30_000,
    adapter: options.adapter,
    headers: { Accept: 'application/json' },
  });
  const transport: Transport<StaffOperation> = async (request) => {
    const token = await options.getIdToken();
    try {
      const response = await http.request({
        method: request.method,
        url: request.path,
        params: request.query,
        data: request.body,
        responseType: request.responseType === 'blob' ? 'blob' : 'json',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      return response.data;
    } catch (error) {
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = response?.status ?? null;
      if (status === 401) await options.onUnauthorized();
      const fallback = response
        ? UNKNOWN_ERROR
        : error instanceof Error && error.message
          ? error.message
          : UNKNOWN_ERROR;
      throw new ApiError(serverMessage(response?.data) ?? fallback, status);
    }
  };
  return { http, api: createContractClient(staffContract, transport) };
}
