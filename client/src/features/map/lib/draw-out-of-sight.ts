import { gpuSettled } from './gpu-settled';

/** The part of a MapLibre map that drawing out of sight uses. */
export type OutOfSightMap = {
  getCanvas(): HTMLCanvasElement;
  getCanvasContainer(): HTMLElement;
  once(type: 'idle', listener: () => void): unknown;
  setPixelRatio(pixelRatio: number): void;
  triggerRepaint(): void;
};

/** The pixel ratio a map drawing out of sight starts at (see drawOutOfSight). */
export const OUT_OF_SIGHT_PIXEL_RATIO = 0.25;
/**
 * A map that never comes to rest (data that never arrives) is shown after this long anyway; the first
 * view stays in use meanwhile, and a busy machine's software WebGL can take several seconds.
 */
export const IDLE_GIVE_UP_MS = 20_000;

/** Keeps the map's canvas out of the page's compositing until drawOutOfSight is done. */
export function hideCanvas(map: OutOfSightMap) {
  map.getCanvasContainer().style.contentVisibility = 'hidden';
}

const whenIdle = (map: OutOfSightMap) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, IDLE_GIVE_UP_MS);
    map.once('idle', () => {
      clearTimeout(timer);
      resolve();
    });
    map.triggerRepaint();
  });

/**
 * Draws a map started with `pixelRatio: OUT_OF_SIGHT_PIXEL_RATIO` and a hidden canvas (hideCanvas)
 * until it is complete and sharp, then lets it be seen. Software WebGL (SwiftShader, as on phones
 * without a usable GPU driver and in our headless tests) draws on the GPU process's threads, but a
 * software compositor reads every canvas frame it shows back on the page's main thread, which then
 * waits for all the drawing queued before it: the map's first frames (each kind of layer compiled,
 * every tile arriving) blocked the page for half a second to a second. Out of sight, nothing is read
 * back, so the page only waits here for a fence, asked without blocking, and the first view stays in
 * use meanwhile. The intermediate frames (one per tile arriving) are drawn at pixel ratio 0.25, a
 * hundredth of a 2.6x phone's pixels; only the final frame at the device's ratio.
 */
export async function drawOutOfSight(map: OutOfSightMap, pixelRatio = window.devicePixelRatio) {
  await whenIdle(map);
  if (pixelRatio !== OUT_OF_SIGHT_PIXEL_RATIO) {
    map.setPixelRatio(pixelRatio);
    await whenIdle(map);
  }
  await gpuSettled(map.getCanvas());
  map.getCanvasContainer().style.contentVisibility = '';
}
