// Raw HTTP for server tests: the request path is sent exactly as written (no URL normalisation), so hostile paths
// reach the server as an attacker would send them; gzip bodies are unzipped.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';

export function fetchRaw(base, rawPath, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        let body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        resolve({ status: res.statusCode, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
