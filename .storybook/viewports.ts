/** The two story viewports: the toolbar's choices (preview.tsx) and the sizes the story tests wait for (vitest.setup.ts). */
export const viewports = {
  mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** A viewport's size in CSS pixels; an unknown name is the desktop, as the addon does for stories. */
export function viewportSize(name: string | undefined) {
  const { styles } = viewports[name === 'mobile' ? 'mobile' : 'desktop'];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}
