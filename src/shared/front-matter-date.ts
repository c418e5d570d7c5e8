// A front matter `date` as Docusaurus reads it. Its front matter reader (gray-matter, with js-yaml) gives a Date for
// an unquoted YAML 1.1 timestamp: a day (`2021-03-05`), or a day and time whose month and day may have one digit
// (`2015-11-3 10:30:00`, `2021-03-05T10:00:00+02:00`), out-of-range parts rolling over as Date.UTC rolls them
// (`2017-02-29 11:00:00` is 1 March). lendocs reads YAML 1.2, where those are strings, so they are read here as
// js-yaml reads them. Any other string Docusaurus's blog takes when JavaScript's Date reads it (its validation),
// as UTC (`new Date(date + 'Z')`): `March 5, 2021`, `2021/03/05`, a value after a no-break space.
const YAML_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YAML_TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$/;

/** The UTC day (`YYYY-MM-DD`) a front matter date gives a post, as Docusaurus dates it; undefined when it gives none. */
export function frontMatterDay(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? (yamlTimestamp(value.trim()) ?? dateString(value)) : undefined;
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** js-yaml's timestamp type (js-yaml/lib/type/timestamp.js); undefined for text that is no timestamp. */
function yamlTimestamp(text: string): Date | undefined {
  const match = YAML_DATE.exec(text) ?? YAML_TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (match[4] === undefined) return new Date(Date.UTC(year, month, day));
  const fraction = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : 0;
  const date = new Date(Date.UTC(year, month, day, Number(match[4]), Number(match[5]), Number(match[6]), fraction));
  if (match[9]) {
    const offset = (Number(match[10]) * 60 + Number(match[11] ?? 0)) * 60000;
    date.setTime(date.getTime() - (match[9] === '-' ? -offset : offset));
  }
  return date;
}

/** Docusaurus's reading of any other string: valid to JavaScript's Date, then read as UTC. */
function dateString(text: string): Date | undefined {
  if (text.trim() === '' || Number.isNaN(new Date(text).getTime())) return undefined;
  return new Date(`${text}Z`);
}
