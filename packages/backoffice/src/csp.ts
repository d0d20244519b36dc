// The app runs under a strict CSP (no 'unsafe-eval', no 'unsafe-inline'). Two libraries would otherwise trip it:
// - zod probes `new Function('')` when an object schema is created (core's contract does so as it loads) to
//   choose its JIT parser. Jitless mode skips the probe; zod reads its global config from
//   `globalThis.__zod_globalConfig` when it loads, so this module (no imports, the first import of main.tsx)
//   sets it before zod is evaluated. `z.config({ jitless: true })` would run too late. The build gives this module
//   a chunk of its own so it still runs first when zod sits in a shared chunk (vite.config.ts).
// - react-aria's usePress injects a <style id="react-aria-pressable-style"> unless an element with that id
//   exists: index.html has a <meta> with that id and global.css.ts carries the same rule.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
