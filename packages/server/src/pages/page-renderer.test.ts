import { describe, expect, it } from 'vitest';
import { composeDocument } from './page-renderer.ts';

const prerendered = `<!doctype html>
<html lang="de">
  <head><style>x</style><script data-entry="/assets/entry.js">boot()</script></head>
  <body>
    <div id="root"><main><div>static</div></main></div>
  </body>
</html>
`;

describe('composeDocument', () => {
  it('replaces only the root content and keeps head, styles and scripts as built', () => {
    const html = composeDocument(prerendered, '<main>fresh</main>');
    expect(html).toContain('<div id="root"><main>fresh</main></div>');
    expect(html).not.toContain('static');
    expect(html).toContain('<style>x</style><script data-entry="/assets/entry.js">boot()</script>');
  });

  it('adds a posted form as inert JSON that no value can break out of', () => {
    const html = composeDocument(prerendered, '<main></main>', {
      form: 'contact',
      values: { fullName: '</script><script>alert(1)</script>', email: 'a@b.c', inquiry: '' },
      fieldErrors: { email: 'invalid_email' },
    })!;
    const state = /<script type="application\/json" id="zk-form-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script');
    expect(JSON.parse(state!).values.fullName).toBe('</script><script>alert(1)</script>');
    expect(html.indexOf('zk-form-state')).toBeLessThan(html.indexOf('</body>'));
  });

  it('gives up on a document without a root', () => {
    expect(composeDocument('<html><body></body></html>', 'x')).toBeNull();
  });
});
