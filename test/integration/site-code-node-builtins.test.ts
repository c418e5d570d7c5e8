// Node's compute-only modules in the site's components (a package built for Node imports node:path, zlib, stream),
// as Docusaurus's server render has them; a module that reaches outside the thread (fs, http) loads, as a package's
// Node build imports it when it loads (issue 31, corpus class no-stand-in), and calling it while drawing is refused.
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

test('a component that reads a file with node:fs while it is drawn is an error naming the call', async () => {
  const result = await buildFixture({
    'src/components/Reader.jsx': "import React from 'react';\nimport { readFileSync } from 'node:fs';\nexport default function Reader() { return <pre>{String(readFileSync('/etc/hostname'))}</pre>; }\n",
    'docs/a.mdx': page('Reader'),
  });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /The site's code called fs\.readFileSync \(from Node's "fs"\) while it was drawn/);
});

test("a package's Node build that imports zlib, stream, http and fs when it loads is drawn; only its calls are refused", async () => {
  const client = `const http = require('http');
const https = require('https');
const zlib = require('zlib');
const { Readable } = require('stream');
const fs = require('fs');
class KeepAlive extends http.Agent {}
// TypeScript's CommonJS output copies the module's listed members onto a namespace object (agent-base does so).
const __importStar = (mod) => { if (mod && mod.__esModule) return mod; const result = {}; for (const k in mod) if (k !== 'default' && Object.prototype.hasOwnProperty.call(mod, k)) result[k] = mod[k]; result.default = mod; return result; };
class Starred extends __importStar(require('http')).Agent {}
exports.starred = Starred;
const shared = new https.Agent({ keepAlive: true });
exports.agent = KeepAlive;
exports.fetchText = (url) => new Promise((resolve) => https.get(url, { agent: shared }, resolve));
exports.packed = (text) => zlib.gunzipSync(zlib.gzipSync(text)).toString() + ':' + Readable.name;
exports.exists = (file) => fs.existsSync(file);
`;
  const pkg = { 'node_modules/tiny-client/package.json': JSON.stringify({ name: 'tiny-client', version: '1.0.0', main: 'index.js' }), 'node_modules/tiny-client/index.js': client };
  const result = await buildFixture({
    ...pkg,
    'src/components/Status.jsx': "import React, { useEffect } from 'react';\nimport { fetchText, packed, agent, starred } from 'tiny-client';\nexport default function Status() { useEffect(() => { fetchText('https://example.com/status'); }, []); return <code data-agent={typeof agent} data-starred={typeof starred}>{packed('ok')}</code>; }\n",
    'docs/a.mdx': page('Status'),
  });
  assert.deepEqual(result.errors, []);
  const code = result.$('/a')('.markdown code');
  assert.equal(code.text(), 'ok:Readable');
  const probe = await buildFixture({
    ...pkg,
    'src/components/Probe.jsx': "import React from 'react';\nimport { exists } from 'tiny-client';\nexport default function Probe() { return <b>{String(exists('/etc/hostname'))}</b>; }\n",
    'docs/b.mdx': page('Probe'),
  });
  assert.deepEqual(probe.errors.map((d) => d.message.split(';')[0]), ['The site\'s code called fs.existsSync (from Node\'s "fs") while it was drawn']);
  assert.equal(code.attr('data-agent'), 'function');
  assert.equal(code.attr('data-starred'), 'function', 'a class extending a member of a namespace copy of http');
});
