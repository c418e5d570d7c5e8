// KaTeX is loaded by the first formula drawn, not with the Markdown renderer (issue 36): a site without maths does not
// compile its 600 KB. Every module this process loads as an ES module is reported by a loader hook (registered before
// the renderer is imported), and KaTeX's CommonJS build shows in require's cache once loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const { port1, port2 } = new MessageChannel();
const loadedUrls: string[] = [];
port1.on('message', (url: string) => loadedUrls.push(url));
port1.unref();
// The hook runs on Node's loader thread: it posts each URL it loads to this thread.
const HOOK = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`;
register(`data:text/javascript,${encodeURIComponent(HOOK)}`, { data: { port: port2 }, transferList: [port2] });

const katexLoaded = () => {
  const require = createRequire(import.meta.url);
  const katexFolder = require.resolve('katex').replace(/dist[\\/]katex\.js$/, '');
  return loadedUrls.some((url) => url.includes('/katex/dist/')) || Object.keys(require.cache).some((file) => file.startsWith(katexFolder));
};

test('Markdown without maths does not load KaTeX; the first formula does, and is drawn', async () => {
  const { renderMarkdown } = await import('../../support/render-markdown.js');
  const plain = await renderMarkdown('# Title\n\nSome text, $5 and $6, and `code`.\n\n```js\nconst a = 1;\n```');
  assert.deepEqual(plain.errors, []);
  // Messages from the hook's thread arrive in order; one more round trip lets the last of them in.
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(loadedUrls.some((url) => url.includes('/load/markdown.js')), 'the hook sees the renderer load');
  assert.equal(katexLoaded(), false);

  const maths = await renderMarkdown('Inline $E = mc^2$.\n\n```math\na^2 + b^2 = c^2\n```');
  assert.equal((maths.html.match(/class="katex"/g) ?? []).length, 2);
  assert.equal(katexLoaded(), true);
});
