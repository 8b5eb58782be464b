// First-load JavaScript of a prerendered page: its entry script, everything that entry imports
// statically (per Vite's manifest), and the chunks the page preloads, as the boot script's `data-entry`
// and `data-preload` attributes name them. Lazy chunks do not count.
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
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(clientDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files], rawBytes, gzipBytes };
}
