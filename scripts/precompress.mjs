#!/usr/bin/env node
// Writes `.br` (quality 11) and `.gz` (level 9) next to every compressible file over 1 KB in a directory,
// skipping a variant that is not smaller than the original. Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const extensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.map', '.webmanifest']);
const minBytes = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && extensions.has(extname(entry.name).toLowerCase())) yield path;
  }
}

/** Compresses one file; returns the variants written. */
async function precompress(path) {
  const source = await readFile(path);
  if (source.length <= minBytes) return [];
  const variants = [
    [
      '.br',
      () =>
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
    ['.gz', () => gz(source, { level: 9 })],
  ];
  const written = [];
  for (const [suffix, compress] of variants) {
    const compressed = await compress();
    if (compressed.length < source.length) {
      await writeFile(path + suffix, compressed);
      written.push(suffix);
    } else {
      await rm(path + suffix, { force: true });
    }
  }
  return written;
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
let count = 0;
for await (const path of files(dir)) {
  const written = await precompress(path);
  if (written.length > 0) count++;
  if (process.env.PRECOMPRESS_VERBOSE) console.log(`${relative(dir, path)} ${written.join(' ')}`);
}
console.log(`precompress: ${count} files compressed in ${dir}`);
