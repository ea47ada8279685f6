import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { DocumentHead, HOME_TITLE, noindexHead } from './head.tsx';
import { RouteChange } from './RouteChange.tsx';
import { afterRendering } from '@shop/ui/testing/afterRendering.ts';

function Home() {
  return (
    <main>
      <DocumentHead head={noindexHead('')} />
      <h1>Shop till you drop</h1>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <DocumentHead head={noindexHead('About us')} />
      <h1>About us</h1>
    </main>
  );
}

/** A page whose heading is a loading placeholder first, as the product page's is. */
function Product() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setName('Walnut Desk Lamp'), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main>
      <DocumentHead head={name === null ? null : noindexHead(name)} />
      {name ? <h1 key="loaded">{name}</h1> : <h1 key="loading">Product details</h1>}
    </main>
  );
}

/** The top bar's search box stays while pages change, as the layout's does. */
function Shell() {
  return (
    <>
      <input aria-label="Search products" />
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter([
    {
      element: <RouteChange />,
      children: [
        {
          element: <Shell />,
          children: [
            { path: '/', element: <Home /> },
            { path: '/about', element: <About /> },
            { path: '/product', element: <Product /> },
            { path: '/search', element: <About /> },
          ],
        },
      ],
    },
  ]);
  return { router, screen: render(<RouterProvider router={router} />) };
}

const announcer = () => document.getElementById('route-announcer');

afterEach(() => {
  document.title = '';
  document.documentElement.removeAttribute('data-web-fonts');
});

describe('on the first load', () => {
  it('sets the title and leaves focus where the browser put it', async () => {
    const { screen } = renderApp();
    await expect.element((await screen).getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.title).toBe(HOME_TITLE);
    expect(document.activeElement).toBe(document.body);
    expect(announcer()?.textContent).toBe('');
  });

  it('leaves the page in the fallback font (a server-rendered page is not laid out again for Inter)', async () => {
    const { screen } = renderApp();
    await expect.element((await screen).getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
  });
});

describe('the font after a client-side navigation (decision 038)', () => {
  it('switches Inter on in the commit of the new page', async () => {
    const { screen: rendered } = renderApp();
    const screen = await rendered;
    await document.fonts.load('1em "Inter Variable"');
    await screen.getByRole('link', { name: 'About' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    // Set in the layout effect of the navigation's commit: already there when the new heading is.
    expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(true);
  });
});

describe('after a client-side navigation (decision 029)', () => {
  it("moves focus to the new page's h1, sets and announces its title", async () => {
    const { screen: rendered } = renderApp();
    const screen = await rendered;
    await screen.getByRole('link', { name: 'About' }).click();
    const heading = screen.getByRole('heading', { level: 1, name: 'About us' });
    await expect.element(heading).toHaveFocus();
    expect(heading.element().getAttribute('tabindex')).toBe('-1');
    await expect.poll(() => document.title).toBe('About us | Storefront');
    await expect.poll(() => announcer()?.textContent).toBe('About us | Storefront');
  });

  it('keeps focus in the search box while the user types', async () => {
    const { router, screen: rendered } = renderApp();
    const screen = await rendered;
    const input = screen.getByRole('textbox', { name: 'Search products' });
    input.element().focus();
    await router.navigate('/search?q=lamp', { replace: true });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await afterRendering();
    expect(document.activeElement).toBe(input.element());
    expect(document.title).toBe('About us | Storefront');
  });

  it('follows a loading heading to the loaded one and announces the title once it is known', async () => {
    const { router, screen: rendered } = renderApp();
    const screen = await rendered;
    await router.navigate('/product');
    const loaded = screen.getByRole('heading', { level: 1, name: 'Walnut Desk Lamp' });
    await expect.element(loaded).toHaveFocus();
    // The title is set by the page's effect once the product is known; under load it may land a
    // moment after the heading takes focus.
    await expect.poll(() => document.title).toBe('Walnut Desk Lamp | Storefront');
    await expect.poll(() => announcer()?.textContent).toBe('Walnut Desk Lamp | Storefront');
  });
});
