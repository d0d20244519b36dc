export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Defaults to 'info'. */
  tone?: ToastTone;
  /**
   * The word before the title that says what the message is ('Money received: …'); by default the tone's
   * ('Information', 'Success', 'Warning', 'Error').
   */
  label?: string;
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
  /** Says what the message is, in place of the tone's word (see ToastOptions.label). */
  label?: string;
  title: string;
  description?: string;
  timeout: number | null;
  /** How many times it has been said again (repeatAfterNavigation): a new number re-inserts its live text. */
  repeat: number;
}

export interface ToastQueueOptions {
  /** Default auto-dismiss delay in ms. */
  timeout?: number;
  /** Default auto-dismiss delay for errors in ms. */
  errorTimeout?: number;
}

type Listener = () => void;

/**
 * Holds the one toast on screen and those waiting their turn. Plain TypeScript, so any code (a fetch helper, a
 * store) can notify: `toasts.show({ tone: 'success', title: 'Text has been copied to clipboard.' })`. A toast shown
 * while another is on screen waits until that one closes (its time up, or dismissed), then has its full time: each
 * outcome stays to be read and is announced (issue 43 #3: three payments within a second replaced each other's
 * toast, each said for a moment or not at all). The auto-dismiss timer can be paused (the region pauses it while the
 * toast is hovered or focused, WCAG 2.2.1) and resumes with the time that was left.
 */
export class ToastQueue {
  readonly #timeout: number;
  readonly #errorTimeout: number;
  readonly #listeners = new Set<Listener>();
  #current: Toast | null = null;
  /** Toasts waiting for the one on screen to close, oldest first. */
  #waiting: Toast[] = [];
  #nextId = 1;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #remaining: number | null = null;
  #startedAt = 0;
  #isPaused = false;
  #last: Toast | null = null;
  /** The toast shown in the current task (an outcome followed by a navigation in the same task). */
  #fresh: string | null = null;
  /** The outcome to say again once the next page has taken focus. */
  #held: string | null = null;

  constructor({ timeout = 5000, errorTimeout = 8000 }: ToastQueueOptions = {}) {
    this.#timeout = timeout;
    this.#errorTimeout = errorTimeout;
  }

  /** Shows a toast now, or once those before it have closed. Returns its id. */
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
      ...(options.label ? { label: options.label } : {}),
      title: options.title,
      description: options.description,
      timeout,
      repeat: 0,
    };
    if (this.#current) {
      this.#waiting.push(toast);
      this.#emit();
      return toast.id;
    }
    this.#display(toast);
    this.#emit();
    return toast.id;
  }

  /** Puts `toast` on screen with its whole time (the clock waits while paused). */
  #display(toast: Toast) {
    this.#clearTimer();
    this.#current = toast;
    this.#last = toast;
    this.#fresh = toast.id;
    setTimeout(() => {
      if (this.#fresh === toast.id) this.#fresh = null;
    }, 0);
    this.#remaining = toast.timeout;
    if (!this.#isPaused) this.#startTimer();
  }

  /**
   * Closes the current toast (the next waiting one, if any, takes its place), or only the toast with this id: the
   * current one, or a waiting one, which then never shows.
   */
  close(id?: string): void {
    if (id !== undefined && this.#current?.id !== id) {
      const before = this.#waiting.length;
      this.#waiting = this.#waiting.filter((toast) => toast.id !== id);
      if (this.#waiting.length !== before) this.#emit();
      return;
    }
    if (!this.#current) return;
    this.#clearTimer();
    this.#current = null;
    this.#remaining = null;
    const next = this.#waiting.shift();
    if (next) this.#display(next);
    this.#emit();
  }

  /** How many toasts wait behind the one on screen. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Call before a client-side navigation: a toast shown in the same task (an action's outcome, then its landing
   * page) is held, to be said again by repeatAfterNavigation() once the new page has moved focus to its heading
   * (the focus move cuts off a live message that started before it).
   */
  holdForNavigation(): void {
    if (this.#fresh && this.#current?.id === this.#fresh) this.#held = this.#fresh;
  }

  /** Says the held toast again (its live text is re-inserted), if it is still on screen. */
  repeatAfterNavigation(): void {
    const held = this.#held;
    this.#held = null;
    if (!held || this.#current?.id !== held) return;
    this.#current = { ...this.#current, repeat: this.#current.repeat + 1 };
    this.#emit();
  }

  /** The last toast shown, also once closed (the region keeps it, so a missed outcome can be found again). */
  get last(): Toast | null {
    return this.#last;
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
