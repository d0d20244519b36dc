import type { z } from 'zod';
import { contract, type Contract, type ContractEntry } from './contract';
import type { Operation } from './operations';

// A typed client over an injected transport: the app passes its axios call layer, tests pass app.inject or fetch.

export interface TransportRequest<O extends string = Operation> {
  operation: O;
  method: ContractEntry['method'];
  /** Path with params filled in, relative to the API base. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** For multipart uploads: text fields plus the file (and, for a two-image field, the second). */
  form?: {
    fields: Record<string, string>;
    file: Blob;
    fileName: string;
    moreFiles?: { file: Blob; fileName: string }[];
  };
  responseType: 'json' | 'blob';
  /** For a money-moving call (the contract's `idempotent`): the Idempotency-Key the transport sends. */
  idempotencyKey?: string;
}

export type Transport<O extends string = Operation> = (
  request: TransportRequest<O>,
) => Promise<unknown>;

type Input<E> = (E extends { idempotent: true } ? { idempotencyKey?: string } : unknown) &
  (E extends { params: z.ZodType } ? { params: z.input<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query: z.input<E['query']> } : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown) &
  (E extends { multipart: z.ZodType }
    ? {
        fields: z.input<E['multipart']>;
        file: Blob;
        fileName: string;
        moreFiles?: { file: Blob; fileName: string }[];
      }
    : unknown);

type Output<E> = E extends { responseType: 'blob' }
  ? Blob
  : E extends { response: z.ZodType }
    ? z.output<E['response']>
    : never;

/** A typed client of any contract (an object of ContractEntry): one function per call. */
export type ContractClient<C extends Record<string, ContractEntry>> = {
  [K in keyof C]: keyof Input<C[K]> extends never
    ? () => Promise<Output<C[K]>>
    : (input: Input<C[K]>) => Promise<Output<C[K]>>;
};

export type BankClient = ContractClient<Contract>;

export function fillPath(path: string, params: Record<string, string> = {}) {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** A typed client of `entries` (the bank's contract, the staff contract…) over `transport`. */
export function createContractClient<C extends Record<string, ContractEntry>>(
  entries: C,
  transport: Transport<keyof C & string>,
): ContractClient<C> {
  const client: Record<string, (input?: Record<string, unknown>) => Promise<unknown>> = {};
  for (const [operation, e] of Object.entries(entries)) {
    const entry = e as ContractEntry;
    client[operation] = (input = {}) =>
      transport({
        operation: operation as keyof C & string,
        method: entry.method,
        path: fillPath(entry.path, input.params as Record<string, string> | undefined),
        query: input.query as Record<string, string> | undefined,
        body: input.body,
        form: entry.multipart
          ? {
              fields: input.fields as Record<string, string>,
              file: input.file as Blob,
              fileName: input.fileName as string,
              ...(input.moreFiles !== undefined && {
                moreFiles: input.moreFiles as { file: Blob; fileName: string }[],
              }),
            }
          : undefined,
        responseType: entry.responseType ?? 'json',
        // One key per call: a retry inside the transport (after a token refresh) sends the same key; a caller that
        // retries a submission itself passes the key it used.
        ...(entry.idempotent && {
          idempotencyKey: (input.idempotencyKey as string | undefined) ?? crypto.randomUUID(),
        }),
      });
  }
  return client as unknown as ContractClient<C>;
}

export function createBankClient(transport: Transport): BankClient {
  return createContractClient(contract, transport);
}
