import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const hasSrc = /\ssrc\s*=/i;

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** CSP source expressions (`'sha256-…'`) for the inline `<script>` bodies of one HTML document. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (hasSrc.test(` ${attributes}`) || body.trim() === '') continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

/** CSP source expressions for the `<style>` element bodies of one HTML document (the inlined stylesheet). */
export function inlineStyleHashesOf(html: string): string[] {
  return [...html.matchAll(inlineStyle)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map(sha256);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield path;
  }
}

/** Scans every `.html` file under `dir` and returns the distinct inline script and style hashes, sorted. */
export function collectInlineHashes(dir: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashesOf(html)) scripts.add(hash);
    for (const hash of inlineStyleHashesOf(html)) styles.add(hash);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
