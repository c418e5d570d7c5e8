// A package built for the React a Docusaurus site installs (18) that reads React's internals object
// (`__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED`) as it loads, as a copy of React 17's or 18's JSX runtime
// inlined into a package's bundle does (`….ReactCurrentOwner`): lendocs draws with React 19, which has no such object,
// and the component failed on every page with "Cannot read properties of undefined (reading 'ReactCurrentOwner')".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

// What such a bundle does: read the owner when it loads, and (as some hooks do) the dispatcher while it renders.
const LEGACY_KIT = `var React = require('react');
var owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;
exports.useKit = function () {
  var internals = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
  return { owner: owner.current, rendering: internals.ReactCurrentDispatcher.current != null };
};
`;

const TOUR = `import React from 'react';
import { useKit } from 'legacy-kit';
export const Tour = () => {
  const kit = useKit();
  return <span data-tour data-rendering={String(kit.rendering)}>{String(kit.owner)}</span>;
};
`;

test("a package reading React 18's internals when it loads is drawn, as with the React a Docusaurus site has", async () => {
  const result = await buildFixture(
    {
      'node_modules/legacy-kit/package.json': JSON.stringify({ name: 'legacy-kit', version: '1.0.0', main: 'index.js' }),
      'node_modules/legacy-kit/index.js': LEGACY_KIT,
      'src/components/Tour.jsx': TOUR,
      'docs/tour.mdx': `---\ntitle: Tour\n---\n\nimport { Tour } from '@site/src/components/Tour';\n\n<Tour />\n`,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const $ = result.$('/tour');
  assert.equal($('.markdown [data-tour]').text(), 'null');
  assert.equal($('.markdown [data-tour]').attr('data-rendering'), 'true');
});
