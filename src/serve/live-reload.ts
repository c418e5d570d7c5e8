// The live-reload channel: Server-Sent Events that exist only under `lendocs serve`.
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

export interface LiveReload {
  /** Takes over a request to the events path. */
  connect(response: ServerResponse): void;
  /** Tells every connected browser to reload. */
  reload(detail: Record<string, unknown>): void;
  clients(): number;
  close(): void;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  // A comment every 15 s keeps proxies and browsers from closing an idle stream.
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, 15_000);
  heartbeat.unref();
  return {
    connect(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
    },
    reload(detail) {
      const message = `event: reload\ndata: ${JSON.stringify(detail)}\n\n`;
      for (const client of clients) client.write(message);
    },
    clients: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
