// serve --watch's fast path (src/serve/body-edit.ts): a save that changes only what its own page shows draws that
// page alone; any other save takes the full rebuild. Either way, once the files that trail the reload are written,
// the output is byte for byte what a dev site started afresh on the same files writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDevSite } from '../../src/serve/dev-site.js';
import { startServer } from '../../src/serve/server.js';
import { fileHashes, makeSite, tempDir } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen } from '../support/live-events.js';

const page = (title, body, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
const CARDS = "---\ntitle: Guides\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n";
const SITE = {
  'docs/intro.md': page('Intro', 'Intro text.\n\n## Setup\n\nSteps.'),
  'docs/guides/index.mdx': CARDS,
  // No description: its card on the guides page shows its first paragraph.
  'docs/guides/one.md': page('One', 'First paragraph of one.\n\n## Details {#details}\n\nMore.'),
  'docs/guides/two.md': page('Two', 'See [the details](one.md#details).'),
  'docs/guides/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'blog/2024-01-01-first.md': page('First post', 'Summary.\n\n<!-- truncate -->\n\nRest of the post.'),
  'blog/2024-02-01-second.md': page('Second post', 'A whole post without a marker.'),
  // A built-in registered under another name in src/theme/MDXComponents, and a <DocCardList /> on no category's
  // landing page (a warning, with its line): a body-only save must draw and report both as a fresh start does.
  'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport Admonition from '@theme/Admonition';\nexport default { ...MDXComponents, Note: Admonition };\n",
  'docs/noted.mdx': page('Noted', '<Note type="tip">\n\nA tip.\n\n</Note>'),
  'docs/stray.mdx': page('Stray', "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"),
  // A component importing a name its module lacks, drawn by two pages: its warning is said once, by the first.
  'src/components/types.ts': 'export interface NumberProps { value: number }\n',
  'src/components/Num.jsx': "import { NumberProps } from './types';\nexport default function Num({ value }) { return <b>{value}{String(NumberProps)}</b>; }\n",
  'docs/num-a.mdx': page('Num A', "import Num from '@site/src/components/Num';\n\n<Num value={1} />"),
  'docs/num-b.mdx': page('Num B', "import Num from '@site/src/components/Num';\n\n<Num value={2} />"),
};

/** Diagnostics in a stable order, to compare two rebuilds' lists. */
const sorted = (diagnostics) => diagnostics.map((d) => JSON.stringify(d)).sort();

/** Every file a dev site started afresh on `root` writes (trailing files included), and its diagnostics. */
async function freshStart(root) {
  const site = await createDevSite(root, tempDir());
  try {
    const result = await site.update();
    assert.equal(result.ok, true);
    await site.writeExtras();
    return { files: fileHashes(site.outDir), diagnostics: sorted(result.diagnostics) };
  } finally {
    await site.close();
  }
}

const fresh = async (root) => (await freshStart(root)).files;

async function withDevSite(work) {
  const root = makeSite(SITE);
  const site = await createDevSite(root, tempDir());
  try {
    assert.equal((await site.update()).ok, true);
    await site.writeExtras();
    await work(root, site);
  } finally {
    await site.close();
  }
}

/** Saves `relative` with `text` and rebuilds as serve --watch does after that save. */
async function save(root, site, relative, text) {
  writeFileSync(path.join(root, relative), text);
  return site.update({ changed: new Set([relative]) });
}

const EDITS = [
  { name: 'a doc body', file: 'docs/intro.md', text: page('Intro', 'Intro text, edited.\n\n## Setup\n\nSteps.'), bodyOnly: true, rendered: ['/intro'] },
  // Highlighted again on the save alone: its tokens get the classes a fresh start gives them (code-token-classes.ts).
  { name: 'a code block', file: 'docs/intro.md', text: page('Intro', 'Intro text, edited.\n\n```ts\nconst a = 1; // one\n```\n\n## Setup\n\nSteps.'), bodyOnly: true, rendered: ['/intro'], shows: { 'intro/index.html': /<span class="l5 d5">const<\/span>/ } },
  // A heading's text may change as long as its id (which other pages may link to) does not.
  { name: 'a heading with the same id', file: 'docs/guides/one.md', text: page('One', 'First paragraph of one.\n\n## More details {#details}\n\nMore.'), bodyOnly: true, rendered: ['/guides/one'] },
  { name: 'the first paragraph a card shows', file: 'docs/guides/one.md', text: page('One', 'A new first paragraph.\n\n## More details {#details}\n\nMore.'), bodyOnly: true, rendered: ['/guides/', '/guides/one'] },
  { name: 'a new link to another page', file: 'docs/guides/two.md', text: page('Two', 'See [the details](one.md#details) and [the intro](../intro.md#setup).'), bodyOnly: true, rendered: ['/guides/', '/guides/two'] },
  // A broken anchor is a warning: the page is drawn, and the warning is reported as a fresh start reports it.
  { name: 'a broken anchor', file: 'docs/guides/two.md', text: page('Two', 'See [the details](one.md#details) and [the intro](../intro.md#nowhere).'), bodyOnly: true, rendered: ['/guides/two'] },
  { name: 'the anchor fixed', file: 'docs/guides/two.md', text: page('Two', 'See [the details](one.md#details) and [the intro](../intro.md#setup).'), bodyOnly: true, rendered: ['/guides/two'] },
  { name: 'a post after its truncate marker', file: 'blog/2024-01-01-first.md', text: page('First post', 'Summary.\n\n<!-- truncate -->\n\nThe rest, edited.'), bodyOnly: true, rendered: ['/blog/2024-01-01-first'] },
  // Its warning stays the first page's, said once, as a fresh start says it.
  { name: 'the second page drawing a component with a warning', file: 'docs/num-b.mdx', text: page('Num B', "import Num from '@site/src/components/Num';\n\nEdited.\n\n<Num value={2} />"), bodyOnly: true, rendered: ['/num-b'] },
  { name: 'a page using a component MDXComponents registers', file: 'docs/noted.mdx', text: page('Noted', 'New first line.\n\n<Note type="tip">\n\nA tip, edited.\n\n</Note>'), bodyOnly: true, rendered: ['/noted'] },
  // Each of these changes something other pages show, or files the site publishes, or what the route stage checks
  // (where a <DocCardList /> stands, and its line): the full rebuild.
  { name: 'lines above a stray <DocCardList />', file: 'docs/stray.mdx', text: page('Stray', "import DocCardList from '@theme/DocCardList';\n\nOne.\n\nTwo.\n\n<DocCardList />"), bodyOnly: false },
  { name: 'a link to a file beside the page', file: 'docs/guides/two.md', text: page('Two', 'See [the details](one.md#details).\n\n![Diagram](./diagram.svg)'), bodyOnly: false },
  { name: 'an id another page links to', file: 'docs/guides/one.md', text: page('One', 'A new first paragraph.\n\n## Details {#elsewhere}\n\nMore.'), bodyOnly: false },
  { name: 'a title', file: 'docs/intro.md', text: page('Introduction', 'Intro text, edited.\n\n## Setup\n\nSteps.'), bodyOnly: false },
  { name: 'a heading that becomes the title', file: 'docs/intro.md', text: '# Welcome\n\nIntro text.\n', bodyOnly: false },
  { name: 'front matter', file: 'docs/guides/two.md', text: page('Two', 'See [the details](one.md#details).', 'sidebar_label: Second\n'), bodyOnly: false },
  { name: 'a post\'s summary', file: 'blog/2024-01-01-first.md', text: page('First post', 'New summary.\n\n<!-- truncate -->\n\nThe rest, edited.'), bodyOnly: false },
  { name: 'a post without a truncate marker', file: 'blog/2024-02-01-second.md', text: page('Second post', 'A whole post, edited.'), bodyOnly: false },
];

test('each kind of save writes what a fresh start writes; body-only saves draw only the pages that show the body', async () => {
  await withDevSite(async (root, site) => {
    for (const edit of EDITS) {
      const result = await save(root, site, edit.file, edit.text);
      assert.equal(result.ok, true, `${edit.name}: ${JSON.stringify(result.diagnostics)}`);
      assert.equal(result.bodyOnly === true, edit.bodyOnly, `${edit.name}: bodyOnly ${result.bodyOnly}`);
      if (edit.rendered) assert.deepEqual([...result.rendered].sort(), edit.rendered, edit.name);
      for (const [file, pattern] of Object.entries(edit.shows ?? {})) assert.match(readFileSync(path.join(site.outDir, file), 'utf8'), pattern, edit.name);
      await site.writeExtras();
      const start = await freshStart(root);
      assert.deepEqual(fileHashes(site.outDir), start.files, edit.name);
      assert.deepEqual(sorted(result.diagnostics), start.diagnostics, edit.name);
    }
  });
});

test('a body-only save that breaks a link takes the full rebuild and shows the error; fixing it clears it', async () => {
  await withDevSite(async (root, site) => {
    const broken = await save(root, site, 'docs/intro.md', page('Intro', 'See [nothing](./missing.md).\n\n## Setup\n\nSteps.'));
    assert.equal(broken.ok, false);
    assert.match(site.blocking().map((d) => d.message).join('\n'), /Broken link to "\.\/missing\.md"/);
    const fixed = await save(root, site, 'docs/intro.md', page('Intro', 'Fixed.\n\n## Setup\n\nSteps.'));
    assert.equal(fixed.ok, true);
    assert.deepEqual(site.blocking(), []);
    await site.writeExtras();
    assert.deepEqual(fileHashes(site.outDir), await fresh(root));
  });
});

test('files left stale by a stopped pass are made by the next one, after more body-only saves', async () => {
  await withDevSite(async (root, site) => {
    assert.equal((await save(root, site, 'docs/intro.md', page('Intro', 'Searchable wordone.\n\n## Setup\n\nSteps.'))).bodyOnly, true);
    const stopped = new AbortController();
    stopped.abort();
    await site.writeExtras(stopped.signal);
    assert.doesNotMatch(readFileSync(path.join(site.outDir, 'llms-full.txt'), 'utf8'), /wordone/);
    assert.equal((await save(root, site, 'docs/guides/two.md', page('Two', 'See [the details](one.md#details), wordtwo.'))).bodyOnly, true);
    await site.writeExtras(new AbortController().signal);
    const full = readFileSync(path.join(site.outDir, 'llms-full.txt'), 'utf8');
    assert.match(full, /wordone/);
    assert.match(full, /wordtwo/);
    assert.match(readFileSync(path.join(site.outDir, 'intro.md'), 'utf8'), /wordone/);
    assert.deepEqual(fileHashes(site.outDir), await fresh(root));
  });
});

test('under serve --watch, a body-only save sends the reload event for its page, which serves the new text', async () => {
  const root = makeSite(SITE);
  const updates: any[] = [];
  const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true, onUpdate: (result) => updates.push(result) });
  try {
    const events = listen(running.url);
    await events.opened;
    const next = events.next((event) => event.routes.includes('/intro'));
    writeFileSync(path.join(root, 'docs/intro.md'), page('Intro', 'Served after a body-only save.\n\n## Setup\n\nSteps.'));
    const event = await next;
    events.close();
    assert.deepEqual(event, { routes: ['/intro'], ok: true });
    assert.equal(updates.find((update) => update.rendered.includes('/intro'))?.bodyOnly, true);
    assert.match((await fetchRaw(running.url, '/intro')).body, /Served after a body-only save\./);
  } finally {
    await running.close();
  }
});

test('the files made from every page come in steps (a save between two is not kept waiting), with the same bytes', async () => {
  const { compile } = await import('../../src/pipeline/compile.js');
  const { createTimer } = await import('../../src/pipeline/timer.js');
  const { buildSearchIndex, searchIndexSteps } = await import('../../src/emit/search-index.js');
  const { llmsFullSteps, llmsFullTxt } = await import('../../src/emit/llms.js');
  const files: Record<string, any> = {};
  for (let i = 0; i < 100; i++) files[`docs/page-${i}.md`] = page(`Page ${i}`, `Words of page ${i}, and [the next](page-${(i + 1) % 100}.md).`);
  const { site } = await compile({ root: makeSite(files), timer: createTimer() });
  const run = (steps) => {
    let count = 0;
    for (let step = steps.next(); ; step = steps.next(), count++) if (step.done) return { count, value: step.value };
  };
  const index = run(searchIndexSteps(site!));
  assert.ok(index.count >= 3, `the search index came in ${index.count + 1} steps`);
  assert.deepEqual(index.value, buildSearchIndex(site!));
  const llms = run(llmsFullSteps(site!));
  assert.ok(llms.count >= 3, `llms-full.txt came in ${llms.count + 1} steps`);
  assert.equal(llms.value, llmsFullTxt(site!));
});

test('with last updates shown, a body-only save after a commit takes the full rebuild, which reads the new dates', async () => {
  const { execFileSync } = await import('node:child_process');
  const commit = (dir, date) => {
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'a@example.test', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'a@example.test', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    execFileSync('git', ['add', '.'], { cwd: dir, env });
    execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'edit'], { cwd: dir, env });
  };
  const { BASE_CONFIG } = await import('../support/fixture-site.js');
  const root = makeSite({ 'docs/a.md': page('A', 'First.'), 'docs/b.md': page('B', 'Text.') }, { config: `${BASE_CONFIG}docs:\n  showLastUpdateTime: true\n` });
  execFileSync('git', ['init', '-q'], { cwd: root });
  commit(root, '2024-03-12T10:00:00Z');
  const site = await createDevSite(root, tempDir());
  try {
    assert.equal((await site.update()).ok, true);
    assert.equal((await save(root, site, 'docs/a.md', page('A', 'Second.'))).bodyOnly, true);
    commit(root, '2025-07-15T10:00:00Z');
    const after = await save(root, site, 'docs/a.md', page('A', 'Third.'));
    assert.equal(after.bodyOnly, undefined);
    assert.match(readFileSync(path.join(site.outDir, 'a/index.html'), 'utf8'), /July 15, 2025/);
    await site.writeExtras();
    assert.deepEqual(fileHashes(site.outDir), await fresh(root));
  } finally {
    await site.close();
  }
});
