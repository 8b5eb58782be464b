import { describe, expect, it } from 'vitest';

interface Annotations {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  parameters?: { localeArgs?: Partial<Record<string, Record<string, unknown>>> };
}
type StoriesModule = { default: Annotations & { title?: string } } & Record<string, unknown>;

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const toolbarLocales = ['de', 'tr'] as const;

/**
 * Under the toolbar's German or Turkish a story renders the meta's `localeArgs` over its own args
 * (`renderedArgs` in `.storybook/locale.ts`). A story that sets an arg of its own (no leads, an error, a
 * card) which the meta's `localeArgs` also set would lose it there, and show the meta's sample instead:
 * it must give that arg in its own `localeArgs` too, or fix its language with `globals: { locale }`.
 * An arg left out is given as null or empty there: Storybook's parameter merge drops an undefined value.
 */
function argsLostUnderToolbar(module: StoriesModule): string[] {
  const meta = module.default;
  if (meta.globals?.locale !== undefined) return [];
  const lost: string[] = [];
  for (const [name, story] of Object.entries(module)) {
    if (name === 'default' || typeof story !== 'object' || story === null) continue;
    const { args = {}, globals, parameters } = story as Annotations;
    if (globals?.locale !== undefined) continue;
    for (const locale of toolbarLocales) {
      const metaLocale = meta.parameters?.localeArgs?.[locale] ?? {};
      const own = parameters?.localeArgs?.[locale] ?? {};
      for (const [key, value] of Object.entries(args)) {
        if (key in metaLocale && !(key in own) && value !== meta.args?.[key]) lost.push(`${name}: ${key} (${locale})`);
      }
    }
  }
  return lost;
}

describe('stories under the locale toolbar', () => {
  it.each(Object.entries(storyModules).map(([path, module]) => [path, module] as const))(
    '%s loses no story arg to the meta localeArgs',
    (_path, module) => {
      expect(argsLostUnderToolbar(module)).toEqual([]);
    },
  );
});
