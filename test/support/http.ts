// Raw HTTP for server tests: the request path is sent exactly as written (no URL normalisation), so hostile paths
// reach the server as an attacker would send them; gzip bodies are unzipped.
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function fetchRaw(base: string, rawPath: string, { method = 'GET', headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        resolve({ status: res.statusCode as number, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
