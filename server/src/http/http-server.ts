import http from 'node:http';
import type { Server } from 'node:http';
import type { RequestListener } from 'node:http';
import type { ErrorCode } from '@shared/schemas/error-codes';
import type { ErrorResponse } from '@shared/schemas/error-response';

export type ServerTimeouts = {
  /** A request's headers must have arrived within this. */
  headersMs: number;
  /** A whole request, body included, must have arrived within this: a slow body is cut. */
  requestMs: number;
  /** How often open connections are checked against the two limits above. */
  checkEveryMs: number;
  /**
   * How long an idle keep-alive connection is kept. Longer than a client or load balancer keeps one
   * idle (60 s is common): a server that closes first races the client's next request on that
   * connection, which then fails with a reset (a Playwright request in CI did, at Node's 5 s).
   */
  keepAliveMs: number;
};

// A trip document (up to 600 kB) still arrives in time on a slow mobile link.
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  checkEveryMs: 2_000,
  keepAliveMs: 65_000,
};

function rawJson(status: string, message: string, code: ErrorCode): string {
  const body = JSON.stringify({ message, code } satisfies ErrorResponse);
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * The HTTP server for the app. Connections that send their headers or body too slowly are answered
 * 408 and closed, so slow senders cannot hold connections open for minutes; requests Node rejects
 * before Express sees them (oversized headers, malformed HTTP, too slow) still get JSON.
 */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
      return socket.end(rawJson('408 Request Timeout', 'The request took too long to arrive', 'request-timeout'));
    }
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      return socket.end(rawJson('431 Request Header Fields Too Large', 'Request headers or URL are too large', 'headers-too-large'));
    }
    socket.end(rawJson('400 Bad Request', 'Malformed request', 'malformed-body'));
  });
  return server;
}
