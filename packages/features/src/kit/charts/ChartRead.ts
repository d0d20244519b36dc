import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ChartStatus } from '@axia/design-system/charts';
import { errorText } from '../errors';

/**
 * The data of one chart on a screen: read, re-read when what it pictures changes (keeping the picture meanwhile),
 * or read afresh for another range (a placeholder meanwhile). A read answered after a newer one started is dropped.
 */
export class ChartRead<T> {
  value: T | null = null;
  error: string | null = null;
  private requestId = 0;

  constructor() {
    makeObservable<ChartRead<T>, 'settle'>(this, {
      value: observableRef,
      error: observable,
      status: computed,
      settle: action,
      forget: action,
    });
  }

  get status(): ChartStatus {
    if (this.error !== null) return 'error';
    return this.value === null ? 'loading' : 'ready';
  }

  /** Reads with `read`; `fresh` (another range) drops the current picture first. */
  async load(read: () => Promise<T>, { fresh = false }: { fresh?: boolean } = {}) {
    const requestId = ++this.requestId;
    runInAction(() => {
      if (fresh) this.value = null;
      this.error = null;
    });
    try {
      const value = await read();
      if (requestId === this.requestId) this.settle(value, null);
    } catch (error) {
      if (requestId === this.requestId) this.settle(this.value, errorText(error));
    }
  }

  /**
   * Drops the picture and any read under way at once: the customer chose another range, and until its read starts
   * (an effect, after the render) the chart is loading, never the old range's data under the new range's name.
   */
  forget() {
    this.requestId += 1;
    this.value = null;
    this.error = null;
  }

  private settle(value: T | null, error: string | null) {
    this.value = value;
    this.error = error;
  }
}
