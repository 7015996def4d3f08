/** How often the fence is asked, in ms. */
const POLL_MS = 10;
/**
 * The wait is given up after this long (a driver whose fences never signal): the caller goes on.
 * Generous: software WebGL on a busy two-core machine was seen to need more than 5 s for the map's
 * first frames, and giving up early shows a canvas the page then waits for (a CI run's flaky click).
 */
export const GPU_SETTLED_GIVE_UP_MS = 20_000;

/**
 * Resolves once the GPU has run everything `canvas`'s WebGL 2 context was asked to draw so far,
 * without blocking the page: a fence, asked once a task (`getSyncParameter` answers from a cache and
 * never waits, unlike `finish` or `readPixels`). A canvas without a WebGL 2 context, or a lost one,
 * resolves at once.
 */
export function gpuSettled(canvas: HTMLCanvasElement, giveUpMs = GPU_SETTLED_GIVE_UP_MS): Promise<void> {
  const gl = canvas.getContext('webgl2');
  if (!gl || gl.isContextLost()) return Promise.resolve();
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return Promise.resolve();
  gl.flush();
  const started = performance.now();
  return new Promise((resolve) => {
    const poll = () => {
      if (gl.isContextLost()) return resolve();
      const signaled = gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED;
      if (!signaled && performance.now() - started < giveUpMs) return void setTimeout(poll, POLL_MS);
      gl.deleteSync(sync);
      resolve();
    };
    setTimeout(poll, POLL_MS);
  });
}
