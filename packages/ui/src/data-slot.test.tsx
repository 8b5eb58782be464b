import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Card } from './primitives/card';
import { PageIntro } from './sections/page-intro';

type StoriesModule = Parameters<typeof composeStories>[0];

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLocaleLowerCase('en');
const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Every component with stories, by story title ("Sections/ContactForm"), with its first story. */
const components = Object.values(storyModules).map((module) => {
  const title = String(module.default.title);
  const first = Object.values(composeStories(module))[0] as ComponentType;
  return { title, slot: kebab(title.split('/').at(-1)!), Story: first };
});

/** The documents of the frames a story shows (an e-mail's HTML part, `.storybook/email/email-preview.tsx`). */
const framed = (container: HTMLElement) =>
  [...container.querySelectorAll('iframe[srcdoc]')].map((frame) =>
    new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html'),
  );

describe('data-slot convention', () => {
  // Decorative motion renders only where motion is welcome and the element is on screen.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('covers every story file', () => {
    expect(components.length).toBeGreaterThanOrEqual(45);
  });

  it.each(components)('$title renders its root as data-slot="$slot"', ({ slot, Story }) => {
    const { container } = render(<Story />);
    const roots = [container, ...framed(container)];
    expect(roots.map((root) => root.querySelector(`[data-slot="${slot}"]`)).find(Boolean)).toBeTruthy();
    const names = roots.flatMap((root) => [...root.querySelectorAll('[data-slot]')].map((element) => element.getAttribute('data-slot')));
    expect(names.filter((name) => !kebabCase.test(name ?? ''))).toEqual([]);
  });

  it('lets a primitive be renamed by the component built on it, but not a section by its caller', () => {
    const { container } = render(
      <>
        <Card data-slot="pricing-tier" />
        <PageIntro title="Title" data-slot="something-else" />
      </>,
    );
    expect(container.querySelector('[data-slot="pricing-tier"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="card"]')).toBeNull();
    expect(container.querySelector('section')).toHaveAttribute('data-slot', 'page-intro');
  });
});
