/**
 * What cuts off part of a 'top categories' tile (decision 049), for the tests and stories of the
 * home page: `region` is the tiles' section, `imageRatio` the pictures' width / height (used while
 * a picture has not loaded; once it has, its own size counts). Returns one line per problem, empty
 * when every tile shows all of its picture and all of its label:
 * - the picture's box must have the picture's aspect ratio (within 1%) or `object-fit: contain`,
 *   else `cover` crops it;
 * - picture and label must lie inside the tile (it clips what sticks out), and the label must not
 *   overflow its own box.
 */
export function tileCropping(region: Element, imageRatio: number): string[] {
  const problems: string[] = [];
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  for (const tile of region.querySelectorAll('a')) {
    const name = tile.textContent ?? '';
    const image = tile.querySelector('img');
    const label = tile.querySelector('span');
    if (!image || !label) {
      problems.push(`${name}: no picture or no label`);
      continue;
    }
    const box = tile.getBoundingClientRect();
    const picture = image.getBoundingClientRect();
    const ratio = image.naturalWidth > 0 ? image.naturalWidth / image.naturalHeight : imageRatio;
    const shown = picture.width / picture.height;
    const fit = getComputedStyle(image).objectFit;
    if (Math.abs(shown - ratio) > 0.01 * ratio && fit !== 'contain' && fit !== 'scale-down') {
      problems.push(
        `${name}: a ${ratio.toFixed(3)} picture in a ${shown.toFixed(3)} box with object-fit ${fit}`,
      );
    }
    if (!inside(picture, box)) problems.push(`${name}: the picture sticks out of the tile`);
    if (!inside(label.getBoundingClientRect(), box))
      problems.push(`${name}: the label sticks out of the tile`);
    if (label.scrollWidth > label.clientWidth + 0.5)
      problems.push(`${name}: the label is wider than its box`);
  }
  return problems;
}
