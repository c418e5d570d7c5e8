// A site built with Docusaurus Faster's SWC loader (`future.experimental_faster`) may write TypeScript in its .js and
// .jsx files: the loader parses every JS file as TypeScript with JSX, so `({ href }: { href: string }) => …` builds
// and an import of a type-only export is dropped (issues 31/32, a class the corpus found: 'Expected ")" but found
// ":"'). `lendocs migrate` carries the switch over as siteCode.jsAsTypeScript, and the bundler reads the files so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { runCliHere, cliStdout } from '../support/cli-here.js';
import { tempDir, writeFiles } from '../support/temp.js';

const TOUR = `import { TourProps } from './types';
export const Tour = ({ href, label }: { href: string; label?: string }) => <a id="tour" href={href}>{label ?? 'tour'}</a>;
export default function Tours(props: TourProps) { return <Tour href={props.href as string} />; }
`;

const files = (future: string) => ({
  'docusaurus.config.js': `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',${future}
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
  'src/components/Tour.jsx': TOUR,
  'src/components/types.ts': 'export type TourProps = { href: string };\n',
  'docs/intro.mdx': "# Intro\n\nimport Tours from '@site/src/components/Tour';\n\n<Tours href=\"/intro\" />\n",
});

async function migrateAndBuild(future: string): Promise<{ notes: string; config: string; status: number | null; stderr: string; out: string }> {
  const root = writeFiles(tempDir('lendocs-migrate-swc-'), files(future));
  const notes = await cliStdout(['migrate', root]);
  const out = tempDir();
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  return { notes, config: readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), status: built.code, stderr: built.stderr, out };
}

for (const [name, future] of [
  ['experimental_faster: true', '\n  future: { experimental_faster: true },'],
  ['experimental_faster: { swcJsLoader: true }', '\n  future: { experimental_faster: { swcJsLoader: true, rspackBundler: false } },'],
] as const) {
  test(`future.${name}: .jsx components with TypeScript syntax and a type-only import build`, async () => {
    const { notes, config, status, stderr, out } = await migrateAndBuild(future);
    assert.match(notes, /future\.experimental_faster: its SWC loader reads \.js and \.jsx files as TypeScript/);
    assert.match(config, /jsAsTypeScript: true/);
    assert.equal(status, 0, stderr);
    const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
    assert.equal($('#tour').attr('href'), '/intro');
  });
}

test('without the SWC loader (experimental_faster: { swcJsLoader: false }), .jsx is JavaScript, as Babel reads it: the annotation is an error', async () => {
  const { config, status, stderr } = await migrateAndBuild('\n  future: { experimental_faster: { swcJsLoader: false } },');
  assert.doesNotMatch(config, /jsAsTypeScript/);
  assert.notEqual(status, 0);
  assert.match(stderr, /Tour\.jsx cannot be bundled: Expected "\)" but found ":"/);
});
