// Which Host headers the dev server answers. A DNS-rebinding page (evil.example made to resolve to 127.0.0.1)
// reaches the server with its own name in the Host header, so answering only to loopback names and the
// configured host keeps such a page from reading the site, drafts included.
import { isIP } from 'node:net';

/** localhost, 127.x.x.x or ::1 (with or without brackets, any case, one trailing dot). */
export function isLoopbackHost(host: string): boolean {
  const name = bare(host);
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name);
}

/** The host name of a Host header value (`name`, `name:port`, `[v6]:port`), lower-case, or undefined if malformed. */
export function hostnameOf(header: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]\s]+)(?::\d*)?$/i.exec(header.trim());
  return match?.[1].toLowerCase();
}

function bare(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** A test for Host headers, for a server bound to `configuredHost` (the --host value). */
export function createHostCheck(configuredHost: string): (header: string | undefined) => boolean {
  const own = bare(configuredHost);
  // Bound to every interface, the server is meant to be reached through this machine's addresses. An IP
  // address in the Host header cannot be the work of DNS rebinding, so any is accepted then.
  const everywhere = own === '0.0.0.0' || own === '::';
  return (header) => {
    // Browsers always send Host; only other tools (curl -0) leave it out, and they are not a rebinding risk.
    if (header === undefined) return true;
    const hostname = hostnameOf(header);
    if (hostname === undefined) return false;
    const name = bare(hostname);
    return isLoopbackHost(name) || name === own || (everywhere && isIP(name) !== 0);
  };
}
