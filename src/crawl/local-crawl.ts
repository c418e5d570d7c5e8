// Fetches the built site's own files from the loopback server `lendocs check` started. This replaces a generic
// crawler that started every request at once (so a large site on a busy machine timed out), read proxy settings
// from the environment (so loopback requests could go through a corporate proxy), and let a timeout while reading
// a page's body escape as an unhandled error. Here a fixed number of requests are in flight, every request ends
// in a result (never a throw), and a request is given up on only when its connection has been silent for a long
// time: a busy machine answers late, but it answers.
import http from 'node:http';

export interface LocalResult {
  url: string;
  /** HTTP status, when the server answered. */
  status?: number;
  /** Why there was no complete answer (no status, or the body was cut off). */
  failure?: string;
  /** The body, for the responses `wantsBody` asked for. */
  body?: string;
}

export interface LocalCrawlOptions {
  concurrency: number;
  /** Milliseconds of silence on a connection before the request is given up on. */
  idleTimeout: number;
  /** Whether to keep this response's body (stylesheets, to find the files they load). */
  wantsBody: (url: string, contentType: string) => boolean;
  /** More URLs to fetch, found in a kept body. */
  discover: (result: LocalResult) => string[];
  /** Told after each answer: how many URLs are fetched, of how many known so far (discovery can add more). */
  onCount?: (done: number, total: number) => void;
}

/** Fetches every URL in `start`, and every URL `discover` finds, once each. Never rejects. */
export async function crawlLocal(start: Iterable<string>, options: LocalCrawlOptions): Promise<Map<string, LocalResult>> {
  const queue = [...new Set(start)];
  const seen = new Set(queue);
  const results = new Map<string, LocalResult>();
  // One socket per worker, kept open between requests: no connection set-up per file, no burst of sockets.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  try {
    const worker = async () => {
      // A worker that finds more URLs keeps going until the queue is empty, so nothing is left unfetched.
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const result = await getLocal(url, agent, options);
        results.set(url, result);
        for (const more of options.discover(result)) {
          if (seen.has(more)) continue;
          seen.add(more);
          queue.push(more);
        }
        options.onCount?.(results.size, seen.size);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
  } finally {
    agent.destroy();
  }
  return results;
}

function getLocal(url: string, agent: http.Agent, options: LocalCrawlOptions): Promise<LocalResult> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: LocalResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let timedOut: string | undefined;
    try {
      const request = http.get(url, { agent, timeout: options.idleTimeout }, (response) => {
        const status = response.statusCode ?? 0;
        const keep = options.wantsBody(url, String(response.headers['content-type'] ?? ''));
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => void (keep && chunks.push(chunk)));
        response.on('end', () => settle({ url, status, ...(keep ? { body: Buffer.concat(chunks).toString('utf8') } : {}) }));
        // 'close' without 'end': the connection dropped in the middle of the body.
        response.on('close', () => settle({ url, status, failure: timedOut ?? 'the connection closed before the whole file was sent' }));
        response.on('error', () => undefined);
      });
      request.on('timeout', () => {
        timedOut = `the local server sent nothing for ${formatSeconds(options.idleTimeout)}; is the output folder on a slow or stuck network drive?`;
        request.destroy();
      });
      request.on('error', (cause) => settle({ url, failure: timedOut ?? describeFailure(cause) }));
    } catch (cause) {
      settle({ url, failure: describeFailure(cause) });
    }
  });
}

export function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

/** A network error in words: `ECONNRESET` means little at 2 a.m. */
export function describeFailure(cause: unknown): string {
  const error = cause as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = error?.code ?? error?.cause?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused (nothing is listening there)';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the server closed the connection without answering';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name could not be looked up (${code}); is this machine offline?`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'the connection could not be opened in time';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `the site's TLS certificate was not accepted (${code})`;
  }
  const message = error?.cause?.message ?? error?.message ?? String(cause);
  return code ? `${message} (${code})` : message;
}
