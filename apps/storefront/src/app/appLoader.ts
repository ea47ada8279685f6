/**
 * The app's JavaScript after the page's content (decision 038 "Scripts after the
 * content"). A server-rendered page is complete without its scripts, so the frame the server
 * renders into loads them with one small inline loader instead of `<script type="module">` in the
 * head. It adds them once the document's `load` event has fired and the first contentful paint has
 * been presented (then one more frame), so the HTML, the stylesheet and the above-the-fold images
 * have the phone's connection and CPU to themselves until the content is on screen; hydration
 * follows. After {@link APP_SCRIPTS_LATEST_MS} it adds them whatever the page's state.
 *
 * Until the app has hydrated, a press on a button or a form's submission is held, not lost and
 * never sent as a native form (a sign-in form would otherwise put the password in the URL): the
 * loader stops it, starts the scripts at once, and the app replays it once hydrated
 * ({@link replayHeldEvents}).
 */

/** Where the loader keeps the presses and submissions it holds until the app has hydrated. */
export const HELD_EVENTS_GLOBAL = '__SHOP_HELD__';

/**
 * The longest a page waits for its `load` event and first paint before fetching its scripts anyway
 * (milliseconds): an image that never finishes must not keep the page from working.
 */
export const APP_SCRIPTS_LATEST_MS = 3000;

/** A press or submission held by the loader: the button pressed, or the form and its submitter. */
export type HeldEvent =
  | { type: 'click'; target: HTMLButtonElement }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The loader's code for the entry `src` and its `preloads` (see the module comment). */
function loaderCode(src: string, preloads: string[]): string {
  const held = `window[${JSON.stringify(HELD_EVENTS_GLOBAL)}]`;
  return (
    `(function(){var d=document,r=d.documentElement,started=0,held=${held}=[];` +
    `function go(){if(started)return;started=1;` +
    `${JSON.stringify(preloads)}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};d.head.appendChild(s)}` +
    `function hold(e){if(r.hasAttribute('data-hydrated'))return;var t=e.target;` +
    `if(e.type==='click'){t=t&&t.closest&&t.closest('button');if(!t)return;held.push({type:'click',target:t})}` +
    `else held.push({type:'submit',target:t,submitter:e.submitter||null});` +
    `e.preventDefault();e.stopPropagation();go()}` +
    `d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);` +
    `function next(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `function after(){try{if(performance.getEntriesByName('first-contentful-paint').length)return next();` +
    `new PerformanceObserver(function(l,o){o.disconnect();next()}).observe({type:'paint',buffered:true})}catch(e){next()}}` +
    `setTimeout(go,${APP_SCRIPTS_LATEST_MS});if(d.readyState==='complete')after();else addEventListener('load',after)})()`
  );
}

/**
 * Replaces the built frame's `<script type="module">` and its `<link rel="modulepreload">`s by
 * the inline loader, placed last in the body. Takes the built index.html; returns the new frame and
 * the loader's code (the server allows it by its hash in the Content-Security-Policy), or null when
 * the frame has no module script (nothing to defer).
 */
export function deferAppScripts(template: string): { template: string; loader: string } | null {
  const entry = MODULE_SCRIPT.exec(template);
  if (!entry) return null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const loader = loaderCode(entry[1]!, preloads);
  const frame = template
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace('</body>', () => `<script>${loader}</script>\n</body>`);
  return { template: frame, loader };
}

/**
 * Replays, in order, what the loader held while the page was not yet hydrated: a press as a click
 * on the same button, a submission as `requestSubmit` of the same form with the same submitter.
 * Call once, after hydration (App does). Elements no longer in the document are skipped.
 */
export function replayHeldEvents(win: Window = window): void {
  const store = win as unknown as Record<string, HeldEvent[] | undefined>;
  const held = store[HELD_EVENTS_GLOBAL];
  store[HELD_EVENTS_GLOBAL] = [];
  for (const event of held ?? []) {
    if (!event.target.isConnected) continue;
    if (event.type === 'click') event.target.click();
    else {
      const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      event.target.requestSubmit(
        submitter?.isConnected && submitter.form === event.target ? submitter : null,
      );
    }
  }
}
