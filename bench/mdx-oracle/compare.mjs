// Where lendocs and the oracle disagree on one file: each kind of thing compared, with what each side found.

const COUNTS = ['code', 'tables', 'images', 'listItems', 'footnotes'];

/** The title h1 is the page's, not the body's (Docusaurus's contentTitle, lendocs's title): h2–h6 are compared. */
const bodyHeadings = (headings) => headings.filter((heading) => !heading.startsWith('h1#'));

function tally(names) {
  const counts = new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** The differences, `[{ kind, oracle, lendocs }]`; none when they agree. */
export function compareFeatures(oracle, lendocs) {
  const differences = [];
  const a = bodyHeadings(oracle.headings);
  const b = bodyHeadings(lendocs.headings);
  if (a.join('\n') !== b.join('\n')) {
    const first = a.findIndex((heading, index) => heading !== b[index]);
    const at = first < 0 ? a.length : first;
    differences.push({ kind: 'headings', oracle: a.slice(at, at + 3).join(' ') || '(none)', lendocs: b.slice(at, at + 3).join(' ') || '(none)' });
  }
  for (const kind of COUNTS) if (oracle[kind] !== lendocs[kind]) differences.push({ kind, oracle: oracle[kind], lendocs: lendocs[kind] });
  const oracleElements = tally(oracle.elements);
  const lendocsElements = tally(lendocs.elements);
  const names = [...new Set([...oracleElements.keys(), ...lendocsElements.keys()])].sort();
  const differing = names.filter((name) => oracleElements.get(name) !== lendocsElements.get(name));
  if (differing.length > 0) {
    const list = (counts) => differing.map((name) => `<${name}>×${counts.get(name) ?? 0}`).join(' ');
    differences.push({ kind: 'elements', oracle: list(oracleElements), lendocs: list(lendocsElements) });
  }
  return differences;
}
