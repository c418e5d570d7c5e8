// What write-translations reads of the site's code: each <Translate> and translate() with plain strings, as
// Docusaurus extracts them; the element alone (its parent's closing tag is not read), its text as JSX gives it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateCalls } from '../../../src/load/translate-calls.js';

test('<Translate> and translate(): id, message and description; without an id the message is the id', () => {
  const code = `<div><Translate id="a" description="first">Alpha</Translate></div>
<p><Translate>
  Two lines
  of text
</Translate></p>
{translate({ id: 'b', message: \`Beta {n}\`, description: 'second' }, { n: 1 })}
{translate({ message: 'Gamma' })}`;
  assert.deepEqual(translateCalls(code), [
    { id: 'a', message: 'Alpha', description: 'first' },
    { id: 'Two lines of text', message: 'Two lines of text' },
    { id: 'b', message: 'Beta {n}', description: 'second' },
    { id: 'Gamma', message: 'Gamma' },
  ]);
});

test('an id or message that is not a plain string is a problem at its place; prose that names translate( is not read', () => {
  const found = translateCalls('<Translate id={name}>x</Translate>\ntranslate({ message: label })\nWe translate (carefully) words.');
  assert.deepEqual(found.map((item) => ('problem' in item ? item.at : item)), [0, 35]);
});
