import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';
import { argsForLocale, isLocale, localeNames, locales, type LocaleArgs } from './locale';

export const viewports = {
  mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  document.documentElement.lang = locale;
  const localeArgs = context.parameters.localeArgs as LocaleArgs | undefined;
  const args = argsForLocale(context.args, locale, localeArgs);
  return (
    <div className="bg-background text-foreground min-h-dvh">
      <Story args={args} />
    </div>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the story copy and <html lang>',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value], right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
