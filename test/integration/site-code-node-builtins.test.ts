// Node's compute-only modules in the site's components (a package built for Node imports node:path), as
// Docusaurus's server render has them; a module that reaches outside the thread (fs) is still refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const page = (name: string) => `---\ntitle: A\n---\n\nimport ${name} from '@site/src/components/${name}';\n\n<${name} />\n`;

test('a component that imports node:path and url (directly or through a package) renders with them', async () => {
  const result = await buildFixture({
    'node_modules/tiny-vfile/package.json': JSON.stringify({ name: 'tiny-vfile', version: '1.0.0', main: 'index.js' }),
    'node_modules/tiny-vfile/index.js': "const path = require('node:path');\nexports.stem = (file) => path.basename(file, path.extname(file));\n",
    'src/components/Stem.jsx': "import React from 'react';\nimport { stem } from 'tiny-vfile';\nimport { format } from 'url';\nexport default function Stem() { return <code data-url={format({ protocol: 'https', host: 'example.com' })}>{stem('/a/b/readme.md')}</code>; }\n",
    'docs/a.mdx': page('Stem'),
  });
  assert.deepEqual(result.errors, []);
  const code = result.$('/a')('.markdown code');
  assert.equal(code.text(), 'readme');
  assert.equal(code.attr('data-url'), 'https://example.com');
});

test('a component that imports node:fs is still an error naming it', async () => {
  const result = await buildFixture({
    'src/components/Reader.jsx': "import React from 'react';\nimport { readFileSync } from 'node:fs';\nexport default function Reader() { return <pre>{String(readFileSync('/etc/hostname'))}</pre>; }\n",
    'docs/a.mdx': page('Reader'),
  });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /no stand-in for "node:fs"/);
});
