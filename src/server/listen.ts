import type { Server } from 'node:http';

/** How a host appears in a URL: IPv6 addresses in brackets. */
export const shownHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * The one line a newcomer reads when the port is taken, instead of a stack trace.
 * @example portInUseMessage(4321, '127.0.0.1') // 'Port 4321 is already in use on 127.0.0.1. Start on another port with PORT=4322 npm start.'
 */
export function portInUseMessage(port: number, host: string): string {
  return `Port ${port} is already in use on ${shownHost(host)}. Start on another port with PORT=${port + 1} npm start.`;
}

/**
 * Starts listening; resolves once the port is bound. A port that is taken or not allowed rejects
 * with an Error whose message is meant for the person who started the server.
 */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new Error(portInUseMessage(port, host)));
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
