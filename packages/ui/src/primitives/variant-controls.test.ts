import { describe, expect, it } from 'vitest';

type Module = Record<string, unknown>;
interface VariantsFunction {
  config: { variants: Record<string, Record<string, unknown>> };
}

const components = import.meta.glob<Module>(['./*/*.tsx', '!./**/*.stories.tsx', '!./**/*.test.tsx'], { eager: true });
const stories = import.meta.glob<{ default: { argTypes?: Record<string, { control?: unknown; options?: unknown[] }> } }>(
  './*/*.stories.tsx',
  {
    eager: true,
  },
);

const isVariants = (value: unknown): value is VariantsFunction => typeof value === 'function' && 'config' in value;

/** Every primitive's variants (`variants` of lib/variants.ts), with the stories file beside it. */
const primitives = Object.entries(components).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([, value]) => isVariants(value))
    .map(([name, value]) => ({
      name,
      config: (value as VariantsFunction).config,
      stories: stories[path.replace(/\.tsx$/, '.stories.tsx')],
    })),
);

describe("the primitives' variants in Storybook's controls", () => {
  it('finds the primitives with variants', () => {
    expect(primitives.map(({ name }) => name).sort()).toEqual(
      ['badgeVariants', 'buttonVariants', 'cardVariants', 'containerVariants', 'glowVariants', 'sectionHeadingVariants'].sort(),
    );
  });

  it.each(primitives)('$name: a select control per variant, with its values', ({ config, stories: module }) => {
    const argTypes = module?.default.argTypes ?? {};
    for (const [variant, values] of Object.entries(config.variants)) {
      expect(argTypes[variant]?.control, variant).toBe('select');
      expect(argTypes[variant]?.options?.map(String)).toEqual(Object.keys(values));
    }
  });
});
