/**
 * A value as an inert `<script type="application/json">` element for a page the server sends:
 * escaped so no string in it can close the element (or be read as a line break by old parsers).
 * It never runs, so the Content-Security-Policy needs no hash for it.
 */
export function inlineJsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
