// Heading ids (src/shared/slug.ts): GitHub's slug, the one every heading, anchor check and TOC link agrees on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { githubSlug, slugify } from '../../../src/shared/slug.js';

const CASES: [string, string, string][] = [
  ['Health factor & LTV', 'health-factor--ltv', 'punctuation goes, each space stays a hyphen'],
  ['  Trim me  ', 'trim-me', 'outer space is trimmed'],
  ['Ünïcode Ça va?', 'ünïcode-ça-va', 'letters with accents are kept, lower-cased'],
  ['snake_case and kebab-case', 'snake_case-and-kebab-case', 'underscores and hyphens are kept'],
  ['Tabs\tand\nnewlines', 'tabsandnewlines', 'white space other than a space is dropped, as github-slugger drops it'],
  ['🌟 What\u2019s\u00a0New', '-whatsnew', 'a no-break space is dropped too (Docusaurus: "-whatsnew")'],
  ['Multiple   spaces', 'multiple---spaces', 'runs of spaces are not folded (as GitHub)'],
  ['C++ / Rust', 'c--rust', 'symbols go, the spaces around them stay'],
  ['2024: a year', '2024-a-year', 'digits are kept'],
  ['emoji 🚀 rocket', 'emoji--rocket', 'emoji are dropped'],
  ['数据 结构', '数据-结构', 'other scripts are letters too'],
  ['Dots.in.name', 'dotsinname', 'dots are punctuation'],
  ["Don't stop", 'dont-stop', 'apostrophes go'],
  ['', '', 'empty stays empty'],
];

for (const [text, slug, rule] of CASES) {
  test(`slugify: ${rule} (${JSON.stringify(text)})`, () => {
    assert.equal(slugify(text), slug);
  });
}

// A heading's id is made from its text as written, outer spaces too: `## Drivers <!-- optional -->` is drivers-.
const UNTRIMMED: [string, string][] = [
  ['Decision drivers ', 'decision-drivers-'],
  [' Lead', '-lead'],
  ['Lead  note ', 'lead--note-'],
];

for (const [text, slug] of UNTRIMMED) {
  test(`githubSlug keeps outer spaces as hyphens (${JSON.stringify(text)})`, () => {
    assert.equal(githubSlug(text), slug);
  });
}
