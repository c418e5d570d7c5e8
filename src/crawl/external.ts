// External link checks for `lendocs check --external`: a timeout per request, retries for transient failures,
// and at most a few requests at a time to any one host, so the check never hammers someone else's server.
// A link is broken only when its server answered with an error; no answer at all (a timeout, a refused or dropped
// connection, an offline machine) or a rate limit means it could not be checked, which is reported apart.
import { describeFailure, formatSeconds } from './local-crawl.js';

export interface ExternalResult {
  url: string;
  state: 'ok' | 'broken' | 'unchecked';
  status?: number;
  reason: string;
}

export interface ExternalOptions {
  timeout: number;
  /** Requests in flight per host. */
  perHost: number;
  /** Extra attempts after a timeout, a network error, 429 or a 5xx. */
  retries: number;
}

export async function checkExternal(urls: string[], options: ExternalOptions): Promise<ExternalResult[]> {
  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const results: ExternalResult[] = [];
  await Promise.all(
    [...byHost.values()].map(async (queue) => {
      const workers = Array.from({ length: Math.min(options.perHost, queue.length) }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) results.push(await checkOne(url, options));
      });
      await Promise.all(workers);
    }),
  );
  return results.sort((a, b) => a.url.localeCompare(b.url));
}

async function checkOne(url: string, options: ExternalOptions): Promise<ExternalResult> {
  let last: ExternalResult = { url, state: 'unchecked', reason: 'not checked' };
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    last = await request(url, 'HEAD', options.timeout);
    // Some servers refuse HEAD; ask again with GET before calling the link broken.
    if (last.state === 'broken' && (last.status === 405 || last.status === 501 || last.status === 403)) last = await request(url, 'GET', options.timeout);
    const transient = last.status === undefined || last.status === 429 || last.status >= 500;
    if (last.state === 'ok' || !transient) return last;
  }
  if (last.status === 429) return { ...last, state: 'unchecked', reason: `HTTP 429: the server asked us to slow down ${options.retries + 1} times` };
  return last;
}

async function request(url: string, method: 'HEAD' | 'GET', timeout: number): Promise<ExternalResult> {
  let response: Response;
  try {
    response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeout), headers: { 'user-agent': 'lendocs-check' } });
  } catch (cause) {
    const name = (cause as Error)?.name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${formatSeconds(timeout)} without an answer (raise --timeout for slow sites)` : describeFailure(cause);
    return { url, state: 'unchecked', reason };
  }
  // The status is all we need; a body that then fails to arrive changes nothing.
  await response.body?.cancel().catch(() => undefined);
  return { url, state: response.ok ? 'ok' : 'broken', status: response.status, reason: `HTTP ${response.status}` };
}
