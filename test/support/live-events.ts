// The live-reload event stream of a running `lendocs serve --watch`, for tests that wait for its events (never timers).
import { writeFileSync } from 'node:fs';
import { get, type OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';

/** What a reload event carries (the routes it rebuilt, and whatever else the server sends with them). */
export type ReloadEvent = { routes: string[] } & Record<string, any>;

export interface LiveEvents {
  events: ReloadEvent[];
  opened: Promise<void>;
  next(matches?: (event: ReloadEvent) => boolean, options?: { timeout?: number; count?: number }): Promise<ReloadEvent>;
  close(): void;
}

/** Resolves once `check()` holds, checking again after each reload event (never on a timer). */
export async function untilReloaded(events: LiveEvents, check: () => boolean | Promise<boolean>): Promise<void> {
  for (;;) {
    const seen = events.events.length;
    if (await check()) return;
    await events.next(() => true, { count: seen });
  }
}

/**
 * Collects live-reload events; `opened` resolves once the server has answered the event stream. `headers`: sent with
 * the request, as a browser sends its cookies.
 */
export function listen(base: string, { headers = {} }: { headers?: OutgoingHttpHeaders } = {}): LiveEvents {
  const events: ReloadEvent[] = [];
  const waiters: (() => void)[] = [];
  let markOpen!: () => void;
  const opened = new Promise<void>((resolve) => (markOpen = resolve));
  let closed = false;
  let failure: Error | undefined;
  const req = get(new URL('/__lendocs/events', base), { headers }, (res) => {
    markOpen();
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        const data = /^data: (.*)$/m.exec(part);
        if (/^event: reload$/m.test(part) && data) {
          events.push(JSON.parse(data[1]));
          waiters.splice(0).forEach((resolve) => resolve());
        }
      }
    });
  });
  // A stream the server drops is the test's failure, said as such, not an uncaught error; after close() it is ours.
  req.on('error', (error) => {
    if (closed) return;
    failure = error;
    markOpen();
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    events,
    opened,
    // The deadline only turns a hang into a failure; the event is what the test waits for. It is minutes, not
    // seconds: with both cores busy a rebuild can take far longer than on an idle machine.
    // The next event from now that matches (an editor's save, or the check after it, can bring more than one).
    next: (matches = () => true, { timeout = 300_000, count = events.length } = {}) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no reload event')), timeout);
        const check = () => {
          if (failure) {
            clearTimeout(timer);
            reject(new Error(`the live-reload event stream failed: ${failure.message}`));
            return;
          }
          const found = events.slice(count).find(matches);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => {
      closed = true;
      req.destroy();
    },
  };
}

/** Writes `files` (relative to `root`), then resolves with the first reload event of `server` whose routes include `route`. */
export async function saveAndReload(server: { url: string }, root: string, files: Record<string, string>, route: string): Promise<ReloadEvent> {
  const events = listen(server.url);
  try {
    await events.opened;
    const next = events.next((event) => event.routes.includes(route));
    for (const [relative, text] of Object.entries(files)) writeFileSync(path.join(root, relative), text);
    return await next;
  } finally {
    events.close();
  }
}
