import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/client';

/** Something read from the staff API: its data, whether it is loading, and the failure's message. */
export class Resource<T> {
  data: T | null = null;
  loading = false;
  error: string | null = null;
  private generation = 0;

  constructor(private readonly read: () => Promise<T>) {
    makeAutoObservable<this, 'read' | 'generation'>(this, { read: false, generation: false });
  }

  /** Reads (again); a later call wins over an earlier one still on its way. */
  async load() {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const data = await this.read();
      if (generation === this.generation)
        runInAction(() => {
          this.data = data;
          this.loading = false;
        });
    } catch (error) {
      if (generation === this.generation)
        runInAction(() => {
          this.error = errorText(error);
          this.loading = false;
        });
    }
  }

  set(data: T) {
    this.data = data;
  }
}
