import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The sandbox bank serves /config.json, /api, /identity and /sandbox; in development they are proxied to it.
const bank = process.env.BANK_ORIGIN ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/identity', '/config.json', '/sandbox'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: bank, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: bank, changeOrigin: true }])),
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // csp.ts must run before zod is evaluated (see csp.ts). With lazy features, zod and core land in a
            // common chunk that the entry chunk imports, and imported chunks run before the entry's own code:
            // csp.ts gets a chunk of its own, which the entry imports first (main.tsx imports it first).
            { name: 'csp', test: /[\\/]app[\\/]src[\\/]csp\.ts$/, priority: 3 },
            // What the entry imports, one chunk rather than the entry and the pieces it shares with lazy screens:
            // every page loads all of it anyway, and one file compresses better than several (issue 46).
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../design-system/vitest.setup.ts', './vitest.frames.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // As in the design system and features: one module graph per worker (see their vitest.config.ts), and a
    // limit that fits a first render of the whole router, which imports every feature's manifest and screen.
    pool: 'threads',
    isolate: false,
    testTimeout: 20_000,
  },
});
