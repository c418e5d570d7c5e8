// `lendocs serve --watch` and an MDX file's own code (src/load/mdx/file-module.ts): a body-only save of a file that
// defines a component and runs an expression re-renders it with the new component and value, and an edit that
// makes the expression throw shows its error, fixed by the next save. Every wait is for a live-reload event.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listen } from '../support/live-events.js';
import { watchedSite } from '../support/watched-site.js';

const page = (label: string, items: string[], body: string) =>
  `---\ntitle: Own\n---\n\nexport const Box = ({ children }) => <section data-box>${label} {children}</section>;\nexport const items = ${JSON.stringify(items)};\n\n${body}\n`;

const site = watchedSite({
  'docs/own.mdx': page('Old', ['a'], '<Box>\n\n{items.map((item) => <b key={item}>{item}</b>)}\n\n</Box>'),
  'docs/plain.md': '---\ntitle: Plain\n---\n\nNo code.\n',
});
const { save, body } = site;

test('a save of an MDX file that defines a component and maps its export re-renders both', async () => {
  assert.match(await body('/own'), /<section data-box="true">Old\s*<b>a<\/b>\s*<\/section>/);
  const event = await save({ 'docs/own.mdx': page('New', ['x', 'y'], '<Box>\n\n{items.map((item) => <b key={item}>{item}</b>)}\n\n</Box>\n\nMore text.') }, '/own');
  assert.deepEqual(event.routes, ['/own']);
  const html = await body('/own');
  assert.match(html, /<section data-box="true">New\s*<b>x<\/b><b>y<\/b>\s*<\/section>/);
  assert.match(html, /More text\./);
});

test('a save that makes the expression throw shows its error with the line; the next save fixes it', async () => {
  const events = listen(site.server.url);
  await events.opened;
  const failed = events.next((event) => event.ok === false);
  writeFileSync(path.join(site.root, 'docs/own.mdx'), page('New', ['x'], '{items.map((item) => item.nope.deeper)}'));
  await failed;
  assert.match(await body('/own'), /own\.mdx:8\b[\s\S]*The expression \{items\.map\(\(item\) =&gt; item\.nope\.deeper\)\} failed while rendering/);
  const good = events.next((event) => event.ok === true);
  writeFileSync(path.join(site.root, 'docs/own.mdx'), page('New', ['z'], '{items.map((item) => <i key={item}>{item}</i>)}'));
  await good;
  events.close();
  assert.match(await body('/own'), /<i>z<\/i>/);
});
