/**
 * Resolves once the browser has run two rendering steps (frames) and a task queued after them:
 * Chromium may clear a focus that became invalid in a task posted from a rendering step, so this
 * is when focus can be looked at, with no fixed sleep. Resolves after at most 2 s when the browser paints no frames (a page in the background).
 * For component tests in Chromium (the ui project).
 */
export const afterRendering = (): Promise<void> =>
  Promise.race([
    new Promise<void>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
      ),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, 2000)),
  ]);
