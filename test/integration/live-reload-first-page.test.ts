// The live-reload channel's reload of a page served before the first full build drew it (serve/live-reload.ts): the
// browser that was given the page's cookie, and only it, is told to reload when that build drew the page otherwise,
// whether it opened the events before the build was over or after.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerResponse } from 'node:http';
import { createLiveReload } from '../../src/serve/live-reload.js';

/** An event stream's response: what was written to it. */
function stream() {
  const written: string[] = [];
  const response = Object.assign(new EventEmitter(), {
    writeHead: () => response,
    write: (text: string) => written.push(text) > 0,
    end: () => response.emit('close'),
  });
  return { response: response as unknown as ServerResponse, reloads: () => written.filter((text) => text.startsWith('event: reload')) };
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0];

test('a page the full build drew otherwise reloads the browser given its cookie, once, even one that connects late', async () => {
  const live = createLiveReload();
  try {
    const changed = Promise.resolve(true);
    const cookie = cookieOf(live.reloadIfChanged(changed));
    const other = stream();
    live.connect(other.response, 'theme=dark');
    const late = stream();
    live.connect(late.response, `theme=dark; ${cookie}`);
    await changed;
    await nextTurn();
    assert.deepEqual(late.reloads(), ['event: reload\ndata: {"firstPage":true}\n\n']);
    assert.deepEqual(other.reloads(), [], 'a browser without the cookie is not told');
    // The page it reloads to is the full build's: opening the events again with the same cookie tells nothing.
    const again = stream();
    live.connect(again.response, cookie);
    await nextTurn();
    assert.deepEqual(again.reloads(), []);
  } finally {
    live.close();
  }
});

test('a page the full build drew the same tells nothing', async () => {
  const live = createLiveReload();
  try {
    let settle!: (changed: boolean) => void;
    const changed = new Promise<boolean>((resolve) => (settle = resolve));
    const browser = stream();
    live.connect(browser.response, cookieOf(live.reloadIfChanged(changed)));
    settle(false);
    await changed;
    await nextTurn();
    assert.deepEqual(browser.reloads(), []);
  } finally {
    live.close();
  }
});
