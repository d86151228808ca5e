import http, { type IncomingMessage } from 'node:http';

/**
 * The address of the connection a request came on, written by this server into a header of its
 * own. Next.js 16 gives route handlers no socket address, and the X-Forwarded-For it fills in
 * could have been written by the visitor. Every request passes through http.Server's 'request'
 * event; there the header is overwritten with the socket's address, so whatever a visitor sent
 * under this name is gone before Next sees the request.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-yuva-connection-address';

let installed = false;

/** Called once at start-up (instrumentation.ts), before requests are handled. */
export function stampConnectionAddresses(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampingEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[CONNECTION_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof http.Server.prototype.emit;
}
