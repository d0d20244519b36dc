// Builds the static Storybook, serves it on loopback and runs the test-runner (play functions + axe in
// every theme) against it in the OS Chromium. Exits with the test-runner's status.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const outDir = process.env.STORYBOOK_OUT ?? 'storybook-static';
const extraArgs = process.argv.slice(2);

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync(outDir)) {
  const code = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (code !== 0) process.exit(code);
}

const server = spawn('npx', ['http-server', outDir, '-a', '127.0.0.1', '-p', String(port), '-s'], {
  stdio: 'inherit',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = await run('npx', ['wait-on', '-t', '60000', `http-get://127.0.0.1:${port}/index.json`]);
if (code === 0) {
  code = await run('npx', [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    ...extraArgs,
  ]);
}
stop();
process.exit(code);
