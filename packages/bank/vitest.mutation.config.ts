import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import { slices } from './stryker.slices.mjs';

// The tests Stryker runs for one slice of the bank (stryker.config.mjs, MUTATION_SLICE): only those written to
// protect the slice's files, so its first (dry) run and every mutant's run stay short. (Not mergeConfig: it would
// add these to the base config's include, which names every test.)
const slice = slices[process.env.MUTATION_SLICE as keyof typeof slices];

// One project, each file isolated (Stryker's runner swaps modules between mutants).
const { projects: _projects, ...test } = base.test ?? {};

export default defineConfig({ ...base, test: { ...test, include: slice.tests } });
