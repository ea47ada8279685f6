import type React from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { imageSrcSet } from '@shop/contract';
import { PLACEHOLDER_IMAGE_SRC, ProductImage } from './ProductImage.tsx';

const UPLOAD = `/uploads/products/${'ab'.repeat(16)}.webp`;
const SAMPLE = '/images/products/p1-1.svg';

/** The `<source>` elements of the rendered picture, as [type, srcset, sizes]. */
function sourcesOf(container: HTMLElement): (string | null)[][] {
  return Array.from(container.querySelectorAll('picture > source')).map((s) => [
    s.getAttribute('type'),
    s.getAttribute('srcset'),
    s.getAttribute('sizes'),
  ]);
}

describe('given an uploaded image with variants', () => {
  it('renders a picture with an AVIF then a WebP source in every width, and the original as the img src', async () => {
    const screen = await render(
      <ProductImage
        src={UPLOAD}
        alt="Oak table"
        width={400}
        height={300}
        sizes="(min-width: 640px) 50vw, 100vw"
      />,
    );
    expect(sourcesOf(screen.container)).toEqual([
      ['image/avif', imageSrcSet(UPLOAD, 'avif'), '(min-width: 640px) 50vw, 100vw'],
      ['image/webp', imageSrcSet(UPLOAD, 'webp'), '(min-width: 640px) 50vw, 100vw'],
    ]);
    expect(imageSrcSet(UPLOAD, 'avif')).toContain(`${UPLOAD.replace('.webp', '-640.avif')} 640w`);
    const img = screen.container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(UPLOAD);
    expect(img?.getAttribute('alt')).toBe('Oak table');
  });

  it('always sets width and height, and loads lazily with async decoding and no fetch priority', async () => {
    const screen = await render(<ProductImage src={UPLOAD} alt="Oak table" width={96} height={72} />);
    const img = screen.container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('72');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('takes its sizes from the width when none is given', async () => {
    const screen = await render(<ProductImage src={SAMPLE} alt="" width={96} height={72} />);
    expect(sourcesOf(screen.container).map(([, , sizes]) => sizes)).toEqual(['96px', '96px']);
  });

  it('lays the img out as if there were no picture: in a grid it takes the first cell, the sources none', async () => {
    const screen = await render(
      <div style={{ display: 'grid', gridTemplateColumns: '96px 200px', width: 296 }}>
        <ProductImage src={SAMPLE} alt="" width={96} height={72} />
        <span>Name</span>
      </div>,
    );
    const picture = screen.container.querySelector('picture');
    expect(picture && getComputedStyle(picture).display).toBe('contents');
    for (const source of screen.container.querySelectorAll('source'))
      expect(getComputedStyle(source).display).toBe('none');
    const img = screen.container.querySelector('img')?.getBoundingClientRect();
    const name = screen.getByText('Name').element().getBoundingClientRect();
    expect(name.left - (img?.left ?? 0)).toBe(96);
    expect(name.top).toBe(img?.top);
  });
});

describe('given the page\u2019s main image (priority)', () => {
  it('loads it eagerly with fetchpriority high and auto decoding', async () => {
    const screen = await render(
      <ProductImage src={SAMPLE} alt="Aurora" width={800} height={600} sizes="100vw" priority />,
    );
    const img = screen.container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('decoding')).toBe('auto');
    expect(sourcesOf(screen.container).map(([, , sizes]) => sizes)).toEqual(['100vw', '100vw']);
  });

  it('preloads the AVIF srcset from the head with the same sizes, so it is fetched once and early', async () => {
    await render(<ProductImage src={SAMPLE} alt="Aurora" width={800} height={600} sizes="100vw" priority />);
    const link = document.head.querySelector(
      `link[rel="preload"][imagesrcset="${imageSrcSet(SAMPLE, 'avif')}"]`,
    );
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('does not preload an image without priority', async () => {
    await render(<ProductImage src={UPLOAD} alt="" width={96} height={72} />);
    expect(document.head.querySelector(`link[imagesrcset="${imageSrcSet(UPLOAD, 'avif')}"]`)).toBeNull();
  });
});

describe('given an address without variants', () => {
  it.each([
    ['a blob preview', 'blob:http://localhost/0b7c1c55-7f55-4d7b-9d1e-1f0a2b3c4d5e'],
    ['the placeholder', PLACEHOLDER_IMAGE_SRC],
    ['a foreign URL', 'https://cdn.example.com/lamp.jpg'],
  ])('renders %s as a plain img with width and height', async (_name, src) => {
    const screen = await render(<ProductImage src={src} alt="Lamp" width={72} height={72} />);
    expect(screen.container.querySelector('picture')).toBeNull();
    const img = screen.container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(src);
    expect(img?.getAttribute('width')).toBe('72');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});

describe('given images that fail to load (nothing under /uploads or /images is served here)', () => {
  /** Records each failed img: its src, and whether it sat in a picture. */
  function recorder() {
    const failed: string[] = [];
    const onError = (event: React.SyntheticEvent<HTMLImageElement>) => {
      const img = event.currentTarget;
      failed.push(`${img.getAttribute('src') ?? ''}${img.closest('picture') ? ' (variants)' : ''}`);
    };
    return { failed, onError };
  }

  it('tries the plain original when the variants fail, then the placeholder, then a box named by alt', async () => {
    const { failed, onError } = recorder();
    const screen = await render(
      <ProductImage src={UPLOAD} alt="Oak table" width={96} height={72} onError={onError} />,
    );
    await expect.element(screen.getByRole('img', { name: 'Oak table' })).toHaveStyle({ width: '96px' });
    await expect.poll(() => failed).toEqual([`${UPLOAD} (variants)`, UPLOAD, PLACEHOLDER_IMAGE_SRC]);
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('shows the fallback node once the variants and the original have failed', async () => {
    const { failed, onError } = recorder();
    const screen = await render(
      <ProductImage
        src={UPLOAD}
        alt="Oak table"
        width={96}
        height={72}
        onError={onError}
        fallback={<span>No image</span>}
      />,
    );
    await expect.element(screen.getByText('No image')).toBeVisible();
    expect(failed).toEqual([`${UPLOAD} (variants)`, UPLOAD]);
  });
});
