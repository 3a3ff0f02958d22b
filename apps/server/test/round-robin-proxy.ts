import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  origin: string;
  /** How many requests each target has been sent. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy that sends each request to the next of `targets` in turn (a load
 * balancer without stickiness), on new connections to them so that no target keeps a client.
 * `targets` may be filled after the start (the servers need the proxy's origin first).
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const counts: number[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: request.headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
