export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Defaults to 'info'. */
  tone?: ToastTone;
  title: string;
  description?: string;
  /**
   * Milliseconds until the toast closes by itself; `null` keeps it until dismissed. Defaults to the queue's
   * timeout (5 s), or its error timeout (8 s) for errors, so there is time to read them.
   */
  timeout?: number | null;
}

export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  timeout: number | null;
}

export interface ToastQueueOptions {
  /** Default auto-dismiss delay in ms. */
  timeout?: number;
  /** Default auto-dismiss delay for errors in ms. */
  errorTimeout?: number;
}

type Listener = () => void;

/**
 * Holds the one toast on screen. Plain TypeScript, so any code (a fetch helper, a store) can notify:
 * `toasts.show({ tone: 'success', title: 'Text has been copied to clipboard.' })`. A new toast replaces the
 * current one. The auto-dismiss timer can be paused (the region pauses it while the toast is hovered or
 * focused, WCAG 2.2.1) and resumes with the time that was left.
 */
export class ToastQueue {
  readonly #timeout: number;
  readonly #errorTimeout: number;
  readonly #listeners = new Set<Listener>();
  #current: Toast | null = null;
  #nextId = 1;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #remaining: number | null = null;
  #startedAt = 0;
  #isPaused = false;

  constructor({ timeout = 5000, errorTimeout = 8000 }: ToastQueueOptions = {}) {
    this.#timeout = timeout;
    this.#errorTimeout = errorTimeout;
  }

  /** Shows a toast, replacing the current one. Returns its id. */
  show(options: ToastOptions): string {
    const tone = options.tone ?? 'info';
    const timeout =
      options.timeout !== undefined
        ? options.timeout
        : tone === 'error'
          ? this.#errorTimeout
          : this.#timeout;
    const toast: Toast = {
      id: `toast-${this.#nextId++}`,
      tone,
      title: options.title,
      description: options.description,
      timeout,
    };
    this.#clearTimer();
    this.#current = toast;
    this.#remaining = timeout;
    if (!this.#isPaused) this.#startTimer();
    this.#emit();
    return toast.id;
  }

  /** Closes the current toast, or only the toast with this id if it is still the current one. */
  close(id?: string): void {
    if (!this.#current || (id !== undefined && this.#current.id !== id)) return;
    this.#clearTimer();
    this.#current = null;
    this.#remaining = null;
    this.#emit();
  }

  /** The toast on screen, or null. Stable between changes (for useSyncExternalStore). */
  getSnapshot = (): Toast | null => this.#current;

  get current(): Toast | null {
    return this.#current;
  }

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Stops the auto-dismiss clock, keeping the time left. Also holds toasts shown while paused. */
  pause(): void {
    if (this.#isPaused) return;
    this.#isPaused = true;
    if (this.#timer !== undefined && this.#remaining !== null) {
      this.#remaining = Math.max(0, this.#remaining - (Date.now() - this.#startedAt));
    }
    this.#clearTimer();
  }

  /** Restarts the clock with the time that was left. */
  resume(): void {
    if (!this.#isPaused) return;
    this.#isPaused = false;
    if (this.#current) this.#startTimer();
  }

  get isPaused(): boolean {
    return this.#isPaused;
  }

  #startTimer() {
    const toast = this.#current;
    if (!toast || this.#remaining === null) return;
    this.#startedAt = Date.now();
    this.#timer = setTimeout(() => this.close(toast.id), this.#remaining);
  }

  #clearTimer() {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
