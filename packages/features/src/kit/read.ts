/** A value read from the bank: on its way, ready with the value, or failed with the error's text (seed 000 §8). */
export type Read<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/** A detail screen's read of its one record: a failure also says whether the record is not there (a 404). */
export type DetailRead<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: string; notFound: boolean };
