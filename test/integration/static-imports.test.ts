// Imports by site-absolute path (`import logo from '/img/logo.svg'`, `require('/img/photo.png')`,
// `import team from '/data/team.json'`), as Docusaurus's webpack resolves them: its resolve.roots are the static
// folders first, then the site folder. In MDX files and in the site's components alike; `@site/static/…` too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const TEAM = `import React from 'react';
import Logo from '/img/logo.svg';
import team from '/data/team.json';
import more from '@site/static/data/more.json';
export default function Team() {
  const photo = require('/img/photo.png').default;
  return (
    <div className="team">
      <Logo className="logo" />
      <img className="photo" src={photo} alt="" />
      <ul>{[...team, ...more].map((person) => <li key={person.name}>{person.name}</li>)}</ul>
    </div>
  );
}
`;

const STATIC = {
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
  'static/img/photo.png': 'not really a png',
  'static/data/team.json': '[{ "name": "Ada" }, { "name": "Grace" }]',
  'static/data/more.json': '[{ "name": "Hedy" }]',
};

test("a component's imports of /img/x.svg, /img/x.png and /data/x.json are the static folder's files, as webpack's resolve.roots make them", async () => {
  const result = await buildFixture({
    ...STATIC,
    'src/components/Team.jsx': TEAM,
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Team from '@site/src/components/Team';\n\n<Team />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('.markdown .team svg.logo').attr('viewBox'), '0 0 4 4');
  assert.equal($('.markdown .team img.photo').attr('src'), '/img/photo.png');
  assert.deepEqual($('.markdown .team li').map((_, li) => $(li).text()).get(), ['Ada', 'Grace', 'Hedy']);
});

test('an MDX file imports /data/x.json and /img/x.png from the static folder, and /src/… from the site folder', async () => {
  const result = await buildFixture({
    ...STATIC,
    'src/data/places.json': '["Paris", "Oslo"]',
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport team from '/data/team.json';\nimport places from '/src/data/places.json';\nimport photo from '/img/photo.png';\n\nWe are {team.length}, in {places[1]}, led by {team[0].name}.\n\n<img src={photo} alt=\"us\" />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('.markdown p').first().text(), 'We are 2, in Oslo, led by Ada.');
  assert.equal($('.markdown img[alt="us"]').attr('src'), '/img/photo.png');
});

test('the static folder comes first, and it is the one the config names (paths.static)', async () => {
  const result = await buildFixture({
    'assets/data/team.json': '[{ "name": "From assets" }]',
    'data/team.json': '[{ "name": "From the site folder" }]',
    'src/components/First.jsx': "import team from '/data/team.json';\nexport default function First() { return <b className=\"first\">{team[0].name}</b>; }\n",
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport team from '/data/team.json';\nimport First from '@site/src/components/First';\n\n{team[0].name} and <First />\n",
  }, { config: `${BASE_CONFIG}paths:\n  pages: src/pages\n  static: assets\n` });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('.markdown p').text(), 'From assets and From assets');
});
