// A small closed-loop load generator: `concurrency` keep-alive connections, each sending its
// next request as soon as the previous answer has been read, for a fixed time.
import http from 'node:http';

export type Target = { origin: string; host: string; path: string; headers?: Record<string, string> };
export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number };

/** One GET request (any Host header, which fetch() does not allow). */
export function get(target: Target, agent?: http.Agent): Promise<Answer> {
  const url = new URL(target.origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: Number(url.port), path: target.path, agent, headers: { host: target.host, ...target.headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export type LoadResult = { requests: number; failures: number; seconds: number; latenciesMs: number[]; statuses: Map<number, number> };

/** Loads one target for `seconds` at `concurrency`; answers other than `expectStatus` count as failures. */
export async function runLoad(target: Target, options: { concurrency: number; seconds: number; expectStatus?: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        const answer = await get(target, agent);
        latenciesMs.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== (options.expectStatus ?? 200)) failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latenciesMs.length, failures, seconds, latenciesMs, statuses };
}
