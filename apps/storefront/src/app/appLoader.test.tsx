import { afterEach, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_LATEST_MS, deferAppScripts, HELD_EVENTS_GLOBAL, replayHeldEvents } from './appLoader.ts';

/** The head and body Vite writes for the storefront (apps/storefront/dist/index.html), shortened. */
const BUILT = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/context-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/style-DDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Runs the loader against this test page's document with the page's clock, load event and paint
 * timing faked: returns the elements it appended to the head, the `load` listener, `flush` (runs
 * the pending frames and zero-delay timers), `paint` (reports the first contentful paint) and the
 * longer timers.
 */
function runLoader(loader: string, readyState: 'loading' | 'complete', painted = false) {
  const appended: Record<string, string>[] = [];
  const listeners: Record<string, () => void> = {};
  const soon: (() => void)[] = [];
  const late: [() => void, number][] = [];
  const head = { appendChild: (el: Record<string, string>) => appended.push({ ...el }) };
  const doc = new Proxy(document, {
    get(target, key) {
      if (key === 'readyState') return readyState;
      if (key === 'head') return head;
      if (key === 'createElement') return (tag: string) => ({ tag });
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const paintEntries: unknown[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  const observers: (() => void)[] = [];
  class FakePerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: FakePerformanceObserver) => void) {}
    observe() {
      observers.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  // The loader refers to these names as globals; parameters of the same names stand in for them.
  new Function(
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'performance',
    'PerformanceObserver',
    'window',
    loader,
  )(
    doc,
    (type: string, fn: () => void) => (listeners[type] = fn),
    (fn: () => void) => soon.push(fn),
    (fn: () => void, ms: number) => (ms > 0 ? late.push([fn, ms]) : soon.push(fn)),
    { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? paintEntries : []) },
    FakePerformanceObserver,
    window,
  );
  const flush = () => {
    while (soon.length) soon.shift()!();
  };
  const paint = () => observers.splice(0).forEach((report) => report());
  return { appended, listeners, flush, paint, late };
}

const scripts = (appended: Record<string, string>[]) => appended.filter((el) => el.tag === 'script');

describe('the app loader of a server-rendered page (decision 038)', () => {
  const deferred = deferAppScripts(BUILT)!;
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((fn) => fn());
    document.documentElement.removeAttribute('data-hydrated');
    delete (window as unknown as Record<string, unknown>)[HELD_EVENTS_GLOBAL];
  });

  it('takes the module script and its preloads out of the head, keeps the stylesheet, and puts the loader last', () => {
    const head = deferred.template.slice(0, deferred.template.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-DDD.css">');
    expect(deferred.template).toContain(`<script>${deferred.loader}</script>\n</body>`);
    expect(deferAppScripts('<html><body></body></html>')).toBeNull();
  });

  it('adds the preloads, then the entry, only after the load event, the first paint and the next frame', () => {
    const { appended, listeners, flush, paint } = runLoader(deferred.loader, 'loading');
    flush();
    expect(appended).toEqual([]);
    listeners.load!();
    flush();
    expect(appended).toEqual([]);
    paint();
    expect(appended).toEqual([]);
    flush();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-BBB.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/context-CCC.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-AAA.js' },
    ]);
  });

  it('does not wait for a load event that never comes, and starts only once', () => {
    const { appended, listeners, flush, late } = runLoader(deferred.loader, 'loading');
    expect(late.map(([, ms]) => ms)).toEqual([APP_SCRIPTS_LATEST_MS]);
    late[0]![0]();
    flush();
    listeners.load!();
    flush();
    expect(scripts(appended)).toHaveLength(1);
  });

  it('starts after a frame when the page has already loaded and painted', () => {
    const { appended, listeners, flush } = runLoader(deferred.loader, 'complete', true);
    expect(listeners.load).toBeUndefined();
    expect(appended).toEqual([]);
    flush();
    expect(scripts(appended)).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-AAA.js' },
    ]);
  });

  it('holds a press before hydration, starts the scripts at once, and the app replays it', () => {
    const { appended } = runLoader(deferred.loader, 'loading');
    const button = document.createElement('button');
    button.textContent = 'Add to cart';
    const pressed: string[] = [];
    button.addEventListener('click', () => pressed.push('pressed'));
    document.body.append(button);
    cleanups.push(() => button.remove());

    button.click();
    expect(pressed).toEqual([]);
    expect(scripts(appended)).toHaveLength(1);

    document.documentElement.setAttribute('data-hydrated', 'true');
    replayHeldEvents();
    expect(pressed).toEqual(['pressed']);
    replayHeldEvents();
    expect(pressed).toEqual(['pressed']);
  });

  it('never submits a form natively before hydration: the submission is replayed with its data', () => {
    runLoader(deferred.loader, 'loading');
    const form = document.createElement('form');
    form.innerHTML = '<input name="password" value="secret"><button type="submit">Submit</button>';
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      submitted.push(String(new FormData(form).get('password')));
    });
    document.body.append(form);
    cleanups.push(() => form.remove());
    const urlBefore = window.location.href;

    form.querySelector('button')!.click();
    form.requestSubmit();
    expect(submitted).toEqual([]);
    expect(window.location.href).toBe(urlBefore);

    document.documentElement.setAttribute('data-hydrated', 'true');
    replayHeldEvents();
    expect(submitted).toEqual(['secret', 'secret']);
  });
});
