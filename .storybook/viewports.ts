/** Named viewports for stories (`globals: { viewport: { value: 'mobile' } }`); the tests use the same sizes. */
export const VIEWPORT_SIZES = {
  /** The narrowest phone we support (no horizontal scroll at 320px). */
  narrow: { width: 320, height: 640, type: 'mobile' },
  mobile: { width: 375, height: 812, type: 'mobile' },
  tablet: { width: 768, height: 1024, type: 'tablet' },
  desktop: { width: 1280, height: 800, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORT_SIZES;

/** The default viewport of the story tests (px). */
export const DEFAULT_VIEWPORT = VIEWPORT_SIZES.desktop;

/** Storybook's viewport options built from {@link VIEWPORT_SIZES}. */
export const viewportOptions = Object.fromEntries(
  Object.entries(VIEWPORT_SIZES).map(([name, size]) => [
    name,
    {
      name: name[0]?.toUpperCase() + name.slice(1),
      styles: { width: `${size.width}px`, height: `${size.height}px` },
      type: size.type,
    },
  ]),
);

/** The size of a named viewport, or the default when the name is unknown or absent. */
export function viewportSize(name: unknown): { width: number; height: number } {
  return typeof name === 'string' && name in VIEWPORT_SIZES
    ? VIEWPORT_SIZES[name as ViewportName]
    : DEFAULT_VIEWPORT;
}
