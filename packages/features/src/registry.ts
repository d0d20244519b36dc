import { createRegistry } from './kit';

// The list of features the app composes. Each feature adds its manifest here.
export const registry = createRegistry([]);
