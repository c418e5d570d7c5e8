// `lendocs serve --watch` and `src/theme/MDXComponents`: editing a component it registers re-renders the pages that
// use it (and only those); a name it starts registering is drawn at once in the pages that use it.
// Every wait is for a live-reload event, never a timer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_CONFIG } from '../support/fixture-site.js';
import { listen } from '../support/live-events.js';
import { watchedSite } from '../support/watched-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;
const registry = (names) => `import MDXComponents from '@theme-original/MDXComponents';\n${names.map((name) => `import ${name} from '@site/src/components/${name}';\n`).join('')}export default { ...MDXComponents, ${names.join(', ')} };\n`;
const component = (name, text) => `export default function ${name}({ children }) { return <mark data-${name.toLowerCase()}>${text} {children}</mark>; }\n`;

const site = watchedSite(
  {
    'src/theme/MDXComponents.js': registry(['Badge']),
    'src/components/Badge.js': component('Badge', 'Old'),
    'src/components/Star.js': component('Star', 'Star'),
    'docs/uses.md': '---\ntitle: Uses\n---\n\nA <Badge>here</Badge>.\n',
    'docs/later.md': '---\ntitle: Later\n---\n\nA <Star>there</Star>.\n',
    'docs/plain.md': '---\ntitle: Plain\n---\n\nNo components.\n',
  },
  { config: CONFIG },
);
const { save, body } = site;

test('editing a registered component re-renders the pages that use it, and only those', async () => {
  assert.match(await body('/uses'), /data-badge="true">Old here/);
  const event = await save({ 'src/components/Badge.js': component('Badge', 'New') }, '/uses');
  assert.deepEqual(event.routes, ['/uses']);
  assert.match(await body('/uses'), /New here/);
});

test('a name MDXComponents starts registering is drawn in the pages that use it', async () => {
  assert.doesNotMatch(await body('/later'), /data-star/);
  await save({ 'src/theme/MDXComponents.js': registry(['Badge', 'Star']) }, '/later');
  assert.match(await body('/later'), /data-star="true">Star there/);
  assert.match(await body('/uses'), /New here/);
});

test('a broken MDXComponents stops the site with its error; saving it fixed brings the pages back', async () => {
  const events = listen(site.server.url);
  await events.opened;
  const failed = events.next((event) => event.ok === false);
  writeFileSync(path.join(site.root, 'src/theme/MDXComponents.js'), registry(['Badge', 'Star']).replace('export default {', 'export default {{'));
  await failed;
  // The overlay names the file and line.
  assert.match(await body('/later'), /MDXComponents\.js:4\b/);
  // Fixed as it was: the pages are what they were, so the reload may name none of them; it says the build is good.
  const good = events.next((event) => event.ok === true);
  writeFileSync(path.join(site.root, 'src/theme/MDXComponents.js'), registry(['Badge', 'Star']));
  await good;
  events.close();
  assert.match(await body('/later'), /data-star="true">Star there/);
  assert.match(await body('/uses'), /New here/);
});
