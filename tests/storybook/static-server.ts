import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The file under `root` that a request path names (a folder means its index.html), or null outside it. */
function fileFor(root: string, pathname: string): string | null {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  try {
    return statSync(path).isDirectory() ? join(path, 'index.html') : path;
  } catch {
    return null;
  }
}

/** Serves a folder (the static Storybook) on a free local port; resolves once it is listening. */
export async function serveStatic(folder: string): Promise<{ url: string; server: Server }> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const file = fileFor(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('open', () => response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }));
    stream.on('error', () => response.writeHead(404).end());
    stream.pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
