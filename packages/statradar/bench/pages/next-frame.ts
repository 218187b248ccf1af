/**
 * With `?frameChain` in the page's address (`BENCH_FRAME_CHAIN=1 pnpm bench`), each wait also asks
 * for the frame after: every library's measured frame then ends with a next frame requested.
 * Without it, a library that happens to ask for one itself (a requestAnimationFrame inside a
 * requestAnimationFrame) measures faster: in Chromium a frame that ends with none requested costs
 * the task after it about 0.5 to 1 ms more (a longer main-thread commit), whichever library drew it.
 * The default runs stay without it, as the figures the targets were set with were measured.
 */
const chainFrames = new URLSearchParams(location.search).has('frameChain');

/**
 * Resolves in the task after the next requestAnimationFrame callback: by then the browser has
 * run the frame's rendering steps, so the work a call caused has reached the screen.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (chainFrames) requestAnimationFrame(() => {});
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}
