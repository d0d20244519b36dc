/** A value read from the bank: on its way, ready with the value, or failed with the error's text (seed 000 §8). */
export type Read<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };
