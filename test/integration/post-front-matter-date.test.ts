// A blog post's `date` in its front matter, read as Docusaurus reads it: gray-matter's js-yaml gives a Date for an
// unquoted YAML 1.1 timestamp, whose month and day may have one digit and whose parts roll over as Date.UTC rolls
// them; any other text is a date when JavaScript's Date reads it, as UTC. lendocs took only `YYYY-MM-DD…` and
// stopped the build on the rest ('The post date "2015-11-3 10:30:00" is not a valid date.').
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const post = (date: string) => `---\ntitle: ${JSON.stringify(date)}\ndate: ${date}\n---\n\nText.\n`;

test("a post's front matter date is read as Docusaurus reads it (js-yaml's timestamps, then JavaScript's Date)", async () => {
  const written = ['2015-11-3 10:30:00', '2017-02-29 11:00:00', '\u00a0 2017-09-12 10:00:00', '2021-03-05T23:30:00-02:00', '"March 5, 2020"', '2019-07-08'];
  const result = await buildFixture(Object.fromEntries(written.map((date, index) => [`blog/post-${index}.md`, post(date)])));
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const dates = Object.fromEntries(result.site!.posts.map((each) => [each.title, each.date]));
  assert.deepEqual(dates, {
    '2015-11-3 10:30:00': '2015-11-03',
    '2017-02-29 11:00:00': '2017-03-01',
    '\u00a0 2017-09-12 10:00:00': '2017-09-12',
    '2021-03-05T23:30:00-02:00': '2021-03-06',
    '"March 5, 2020"': '2020-03-05',
    '2019-07-08': '2019-07-08',
  });
});

test('a front matter date that JavaScript cannot read either is still an error at its line', async () => {
  const result = await buildFixture({ 'blog/later.md': post('2021-03-05 soon') });
  assert.deepEqual(result.errors.map((d) => [d.message, d.line]), [['The post date "2021-03-05 soon" is not a valid date.', 3]]);
});
