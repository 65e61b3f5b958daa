import { createServer, type IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_FLAG, SOCKET_ADDRESS_HEADER } from '../../lib/socket-address';
import { collapseRequests } from './collapse-requests';

/**
 * The address this server saw the request come from, under a header the client cannot set: any copy it sent
 * is dropped first (from the parsed headers and the raw list Next may read).
 */
function stampSocketAddress(request: IncomingMessage): void {
  const raw: string[] = [];
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]!.toLowerCase() !== SOCKET_ADDRESS_HEADER) raw.push(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
  }
  const address = request.socket.remoteAddress ?? '';
  raw.push(SOCKET_ADDRESS_HEADER, address);
  request.rawHeaders.splice(0, request.rawHeaders.length, ...raw);
  request.headers[SOCKET_ADDRESS_HEADER] = address;
}

/**
 * The built site on `port`, served through Next's documented request handler (`next().getRequestHandler()`)
 * so that each request carries its socket address: a server reached directly, without a proxy, can then
 * limit each visitor on their own (lib/client-key.ts). Simultaneous identical page requests share one answer
 * (./collapse-requests.ts), as they would behind a CDN. Resolves when the server has stopped after SIGINT or
 * SIGTERM, once the requests in flight are answered.
 */
export async function serveSite(port: number): Promise<number> {
  // What `next start` sets; this process is the production server.
  Object.assign(process.env, { NODE_ENV: 'production', [SOCKET_ADDRESS_FLAG]: '1' });
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const answer = collapseRequests((request, response) => void handle(request, response));
  const server = createServer((request, response) => {
    stampSocketAddress(request);
    answer(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  console.log(`[start] serving on http://localhost:${port}`);
  return new Promise((resolve) => {
    let stopping = false;
    // Ctrl-C reaches this process twice (from the terminal and through the launcher): the second changes nothing.
    const stop = () => {
      if (stopping) return;
      stopping = true;
      server.close(() => void app.close().finally(() => resolve(0)));
      // Requests in flight may finish; a connection still open after that is cut.
      setTimeout(() => server.closeAllConnections(), 10_000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
