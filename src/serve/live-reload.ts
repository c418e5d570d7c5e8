// The live-reload channel: Server-Sent Events that exist only under `lendocs serve`.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export const LIVE_RELOAD_SCRIPT_PATH = '/__lendocs/live-reload.js';
export const LIVE_RELOAD_EVENTS_PATH = '/__lendocs/events';

/** Reloads the page on each "reload" event, keeping the scroll position across the reload. */
export const LIVE_RELOAD_CLIENT = `(function(){
var key='lendocs:scroll:'+location.pathname;
try{var saved=sessionStorage.getItem(key);if(saved!==null){sessionStorage.removeItem(key);var y=+saved;
var restore=function(){window.scrollTo(0,y)};restore();addEventListener('load',restore);}}catch(e){}
var source=new EventSource('${LIVE_RELOAD_EVENTS_PATH}');
source.addEventListener('reload',function(){try{sessionStorage.setItem('lendocs:scroll:'+location.pathname,String(window.scrollY))}catch(e){}location.reload();});
})();
`;

/**
 * Names a page served before the first full build drew it (server.ts): the browser sends it back when it opens the
 * events, so that browser, and no other, is told to reload if that build drew the page otherwise. A cookie, since the
 * page itself must stay byte for byte what the build draws.
 */
const FIRST_PAGE_COOKIE = 'lendocs-first-page';

export interface LiveReload {
  /** Takes over a request to the events path; `cookies`: its Cookie header. */
  connect(response: ServerResponse, cookies?: string): void;
  /**
   * A page served before the full build drew it: the browser that opens the events with the returned Set-Cookie
   * value is told to reload once `changed` resolves true (at once if it already has).
   */
  reloadIfChanged(changed: Promise<boolean>): string;
  /** Tells every connected browser to reload. */
  reload(detail: Record<string, unknown>): void;
  clients(): number;
  close(): void;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  // Token → whether its page changed; each is used by the first browser that opens the events with it.
  const firstPages = new Map<string, Promise<boolean>>();
  const send = (client: ServerResponse, detail: Record<string, unknown>) => client.write(`event: reload\ndata: ${JSON.stringify(detail)}\n\n`);
  // A comment every 15 s keeps proxies and browsers from closing an idle stream.
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, 15_000);
  heartbeat.unref();
  return {
    connect(response, cookies) {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
      const token = cookieValue(cookies, FIRST_PAGE_COOKIE);
      const changed = token === undefined ? undefined : firstPages.get(token);
      // Told once (the page it reloads to is the full build's, and opens the events with the same cookie), to a
      // browser still connected then: one that reconnected meanwhile is told on its new connection.
      void changed?.then((yes) => {
        if (!yes) return void firstPages.delete(token!);
        if (!clients.has(response) || !firstPages.delete(token!)) return;
        send(response, { firstPage: true });
      });
    },
    reloadIfChanged(changed) {
      const token = randomUUID();
      firstPages.set(token, changed);
      return `${FIRST_PAGE_COOKIE}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict`;
    },
    reload(detail) {
      for (const client of clients) send(client, detail);
    },
    clients: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
      firstPages.clear();
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
