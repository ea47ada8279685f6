/** Types of scripts/product-drawings.mjs (the sample products' still lifes, decision 049). */

/** One picture's lit paints: `material('#rrggbb')` returns a `url(#…)` fill lit from the upper left. */
export interface Paints {
  material(hex: string): string;
  defs(): string;
}

/** Picture width and height, px (4:3). */
export const WIDTH: 800;
export const HEIGHT: 600;
/** The drawing (SVG markup) of each sample product, by its catalogue name. */
export const DRAWINGS: Readonly<Record<string, (paints: Paints) => string>>;
/** The product picture `n` (1-3) of the product named `name`; throws for a product with no drawing. */
export function productSvg(name: string, n?: number): string;
/** A picture on the studio backdrop with the art `drawArt(paints)` returns. */
export function studioPicture(
  label: string,
  drawArt: (paints: Paints) => string,
  width?: number,
  height?: number,
): string;
