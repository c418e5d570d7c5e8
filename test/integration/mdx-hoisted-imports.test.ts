// MDX hoists a file's imports to the top of its module, so a component may be used above the line that imports it
// (src/load/mdx/esm-block.ts): Docusaurus draws it there, and so does lendocs, reading the import once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

const WINDOW = `export default function BrowserWindow({ url, children }) {
  return <div data-window={url}>{children}</div>;
}
`;

const PAGE = `---
title: Recovery
---

Step one:

\`\`\`mdx-code-block
<BrowserWindow url="https://example.com/one">

Text **one**.

</BrowserWindow>
\`\`\`

Step two:

\`\`\`mdx-code-block
import BrowserWindow from "@site/src/components/BrowserWindow"

<BrowserWindow url="https://example.com/two">Two</BrowserWindow>
\`\`\`

Then <Later /> in a paragraph, and \`import Nothing from 'x'\` in code.

import Later from '@site/src/components/Later';
`;

test('a component used above its import is drawn, and the import is read once', async () => {
  const result = await buildFixture(
    {
      'src/components/BrowserWindow.jsx': WINDOW,
      'src/components/Later.jsx': 'export default function Later() { return <em data-later>later</em>; }\n',
      'docs/recovery.mdx': PAGE,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const $ = result.$('/recovery');
  assert.equal($('.markdown [data-window="https://example.com/one"] strong').text(), 'one');
  assert.equal($('.markdown [data-window="https://example.com/two"]').text(), 'Two');
  assert.equal($('.markdown p em[data-later]').text(), 'later');
});

test('a name imported nowhere in the file is still unknown, with its warning', async () => {
  const result = await buildFixture({ 'docs/a.mdx': '---\ntitle: A\n---\n\n<Missing>kept</Missing>\n\nimport Other from "./other.js";\n', 'docs/other.js': 'export default function Other() { return null; }\n' }, { config: CONFIG });
  assert.deepEqual(result.warnings.map((d) => d.message), ['Unknown MDX component <Missing>: lendocs renders its children only.']);
  assert.match(result.$('/a')('.markdown').text(), /kept/);
});
