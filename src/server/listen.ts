import type { Server } from 'node:http';
import path from 'node:path';

/** How a host appears in a URL: IPv6 addresses in brackets. */
export const shownHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * The command that started this process, as the person typed it: `npm start`, `npm run serve`,
 * or the `node …` line itself.
 * @example commandOf({ npm_lifecycle_event: 'serve' }) // 'npm run serve'
 */
export function commandOf(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
  execArgv: readonly string[] = process.execArgv,
): string {
  const event = env.npm_lifecycle_event;
  if (event === 'start' || event === 'test') return `npm ${event}`;
  if (event) return `npm run ${event}`;
  const script = argv[1] ? path.relative(process.cwd(), argv[1]) || argv[1] : '';
  return ['node', ...execArgv, script].filter(Boolean).join(' ');
}

/**
 * The one line a newcomer reads when the port is taken, instead of a stack trace, naming the
 * command they ran.
 * @example portInUseMessage(4321, '127.0.0.1', 'npm run serve') // 'Port 4321 is already in use on 127.0.0.1. Start on another port with PORT=4322 npm run serve.'
 */
export function portInUseMessage(port: number, host: string, command = 'npm start'): string {
  return `Port ${port} is already in use on ${shownHost(host)}. Start on another port with PORT=${port + 1} ${command}.`;
}

/**
 * Starts listening; resolves once the port is bound. A port that is taken or not allowed rejects
 * with an Error whose message is meant for the person who started the server.
 */
export function listen(
  server: Server,
  port: number,
  host: string,
  command: string = commandOf(),
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new Error(portInUseMessage(port, host, command)));
      else if (err.code === 'EACCES')
        reject(
          new Error(`Port ${port} on ${shownHost(host)} needs more privileges. Use PORT=4321.`),
        );
      else if (err.code === 'EADDRNOTAVAIL')
        reject(new Error(`HOST=${host} is not an address of this machine.`));
      else reject(err);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
