// GFM autolink literals, as remark-gfm links them: `https://…` and `http://…`, `www.…` (as http://www.…) and emails.
// linkify-it's defaults also link any word that ends in a known top-level domain (`README.md`, `example.com`,
// `config.io`), `ftp://` and `//host` addresses, which GFM (and so Docusaurus) leaves as text.
import type MarkdownIt from 'markdown-it';

export function gfmAutolinks(md: MarkdownIt): void {
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true, fuzzyIP: false });
  md.linkify.add('ftp:', null).add('//', null);
  md.linkify.add('www.', {
    validate(text, pos, self) {
      // Compiled once per linkify instance, beside its own schemas' patterns (as linkify-it does for http:).
      const re = self.re as unknown as Record<string, string | RegExp>;
      // A domain (the dot after "www" is its first), then a port and a path, as after http://.
      re.www ??= new RegExp(`^(?:(?:${re.src_domain as string})\\.)*${re.src_domain_root as string}${re.src_port as string}${re.src_host_terminator as string}${re.src_path as string}`, 'i');
      return (re.www as RegExp).exec(text.slice(pos))?.[0].length ?? 0;
    },
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  });
}
