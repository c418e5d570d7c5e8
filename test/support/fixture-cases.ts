// The cases of a table fixture (test/fixtures/markdown/*.txt, test/fixtures/mdx/*.txt), in the style of markdown-it's
// own tests: a title line, then ".", the input, ".", the expected HTML, ".".
export interface FixtureCase {
  title: string;
  input: string;
  output: string;
}

export function fixtureCases(text: string): FixtureCase[] {
  const found: FixtureCase[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '' || lines[i + 1] !== '.') continue;
    const title = lines[i];
    const input: string[] = [];
    const output: string[] = [];
    let j = i + 2;
    while (lines[j] !== '.') input.push(lines[j++]);
    j++;
    while (lines[j] !== '.') output.push(lines[j++]);
    found.push({ title, input: input.join('\n'), output: output.join('\n') });
    i = j;
  }
  return found;
}
