import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The staff console, served by the bank at /staff. The bank serves /config.json, /api and /identity; in development
// they are proxied to it (as for the customer app).
const bank = process.env.BANK_ORIGIN ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/identity', '/config.json'];
const proxy = Object.fromEntries(
  proxied.map((path) => [path, { target: bank, changeOrigin: true }]),
);

export default defineConfig({
  base: '/staff/',
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // csp.ts must run before zod is evaluated (see csp.ts): a chunk of its own, imported first by main.tsx.
        codeSplitting: {
          groups: [{ name: 'csp', test: /[\\/]backoffice[\\/]src[\\/]csp\.ts$/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../design-system/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
    isolate: false,
    testTimeout: 20_000,
  },
});
