/** A tiny static server for the built page scripts, on 127.0.0.1 only. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

// Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs, which the
// sub-millisecond steps of the update profile need.
const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/** Serves `/` as a page loading `scripts` in order, and each script from `directory`. */
export function startPageServer({ directory, scripts, port }) {
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>statradar bench</title>
<style>body{margin:0;font-family:sans-serif}</style></head><body>
${scripts.map((file) => `<script src="/${file}"></script>`).join('\n')}
</body></html>`;
  const server = createServer(async (request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
    if (name === '') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...ISOLATION_HEADERS }).end(page);
      return;
    }
    if (!scripts.includes(name)) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...ISOLATION_HEADERS })
      .end(await readFile(path.join(directory, name)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() }),
    );
  });
}
