/**
 * Resolves in the task after the next requestAnimationFrame callback: by then the browser has
 * run the frame's rendering steps, so the work a call caused has reached the screen.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}
