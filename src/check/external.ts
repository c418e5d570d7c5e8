// External link checks for `lendocs check --external`: a timeout per request, retries for transient failures,
// and at most a few requests at a time to any one host, so the check never hammers someone else's server.
export interface ExternalResult {
  url: string;
  ok: boolean;
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
  let last: ExternalResult = { url, ok: false, reason: 'not checked' };
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    last = await request(url, 'HEAD', options.timeout);
    // Some servers refuse HEAD; ask again with GET before calling the link broken.
    if (!last.ok && (last.status === 405 || last.status === 501 || last.status === 403)) last = await request(url, 'GET', options.timeout);
    const transient = last.status === undefined || last.status === 429 || last.status >= 500;
    if (last.ok || !transient) return last;
  }
  return last;
}

async function request(url: string, method: 'HEAD' | 'GET', timeout: number): Promise<ExternalResult> {
  try {
    const response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeout), headers: { 'user-agent': 'lendocs-check' } });
    await response.body?.cancel();
    return { url, ok: response.ok, status: response.status, reason: `HTTP ${response.status}` };
  } catch (cause) {
    const name = (cause as Error).name;
    return { url, ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${timeout} ms` : `request failed: ${(cause as Error).message}` };
  }
}
