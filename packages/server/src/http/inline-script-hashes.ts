import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const hasSrc = /\ssrc\s*=/i;

/** CSP source expressions (`'sha256-…'`) for the inline `<script>` bodies of one HTML document. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (hasSrc.test(` ${attributes}`) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield path;
  }
}

/** Scans every `.html` file under `dir` and returns the distinct inline-script hashes, sorted. */
export function collectInlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dir)) {
    for (const hash of inlineScriptHashesOf(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
