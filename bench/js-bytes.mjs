// JavaScript bytes of a page, gzipped at level 9: its first load (the entry script, everything that
// entry imports statically per Vite's manifest, and the chunks the page preloads, as the boot script's
// `data-entry` and `data-preload` attributes name them; lazy chunks do not count), and any set of the
// build's scripts by address (all a page loaded in its first seconds, which Lighthouse reports).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @returns {{ files: string[], rawBytes: number, gzipBytes: number }} */
export function firstLoadJs(clientDir, manifest, html) {
  const files = new Set();
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const visit = (file) => {
    if (files.has(file) || !file.endsWith('.js')) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  for (const [, entry, preload] of html.matchAll(/<script data-entry="\/([^"]+)" data-preload="([^"]*)"/g)) {
    visit(entry);
    for (const href of preload.split(' ').filter(Boolean)) visit(href.replace(/^\//, ''));
  }
  return { files: [...files], ...scriptBytes(clientDir, files) };
}

/** Raw and gzipped bytes of the build's scripts `files` (paths under the client directory, such as `assets/x.js`). */
export function scriptBytes(clientDir, files) {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(clientDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { rawBytes, gzipBytes };
}
