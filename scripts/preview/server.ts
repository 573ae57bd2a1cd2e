import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../bench-harness.ts';

export interface Served {
  port: number;
  stop(): Promise<void>;
}

/** The production server with a fresh in-memory sandbox, as the end-to-end tests start it. */
export async function serve(root: string): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-strip-types', 'scripts/serve.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STOREFRONT_SANDBOX_DB: 'memory',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Storefront listening on /.test(log)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before listening:\n${log}`)),
    );
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', kill);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
