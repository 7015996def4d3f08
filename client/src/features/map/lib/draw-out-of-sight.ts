import { gpuSettled } from './gpu-settled';

/** The part of a MapLibre map that drawing out of sight uses. */
export type OutOfSightMap = {
  getCanvas(): HTMLCanvasElement;
  getCanvasContainer(): HTMLElement;
  once(type: 'idle' | 'render', listener: () => void): unknown;
  setPixelRatio(pixelRatio: number): void;
  triggerRepaint(): void;
  /** MapLibre's painter (typed in its declarations, not in its documentation): what draws a frame. */
  painter?: { render: (...args: never[]) => void };
};

/** The pixel ratio a map drawing out of sight starts at (see drawOutOfSight). */
export const OUT_OF_SIGHT_PIXEL_RATIO = 0.25;
/**
 * A map that never comes to rest (data that never arrives) is shown after this long anyway; the first
 * view stays in use meanwhile, and a busy machine's software WebGL can take several seconds.
 */
export const IDLE_GIVE_UP_MS = 20_000;

/** The painters whose frames are held, with what they draw with once let go. */
const heldFrames = new WeakMap<object, (...args: never[]) => void>();

/**
 * Keeps the map's canvas out of the page's compositing until drawOutOfSight is done, and holds its
 * frames meanwhile: MapLibre goes on fetching, cutting and placing the data (its `load` and `idle`
 * come as before, and `queryRenderedFeatures` answers from the data), but draws nothing until
 * drawOutOfSight lets go, once the data is all in. Each frame drawn while the data arrived (one per
 * tile, about 25 on a desktop-sized canvas) cost SwiftShader 100-200 ms of GPU time at pixel ratio
 * 0.25 on a busy machine, all of it waited for before the map could be shown; none of them was ever
 * seen. Without a painter to hold (another MapLibre), the frames are drawn as before, at the low ratio.
 */
export function hideCanvas(map: OutOfSightMap) {
  map.getCanvasContainer().style.contentVisibility = 'hidden';
  const painter = map.painter;
  if (!painter || typeof painter.render !== 'function' || heldFrames.has(painter)) return;
  heldFrames.set(painter, painter.render);
  painter.render = () => {};
}

function letFramesGo(map: OutOfSightMap) {
  const painter = map.painter;
  const render = painter && heldFrames.get(painter);
  if (!painter || !render) return;
  heldFrames.delete(painter);
  painter.render = render;
}

/** Resolves true once the map is at rest (data in, nothing moving), false if it gave up waiting. */
const whenIdle = (map: OutOfSightMap) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), IDLE_GIVE_UP_MS);
    map.once('idle', () => {
      clearTimeout(timer);
      resolve(true);
    });
    map.triggerRepaint();
  });

/** Resolves once the map has drawn a frame (or after IDLE_GIVE_UP_MS). */
const oneFrame = (map: OutOfSightMap) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, IDLE_GIVE_UP_MS);
    map.once('render', () => {
      clearTimeout(timer);
      resolve();
    });
    map.triggerRepaint();
  });

/**
 * Shows a map started with `pixelRatio: OUT_OF_SIGHT_PIXEL_RATIO` and a hidden canvas (hideCanvas)
 * once it is complete and sharp. Software WebGL (SwiftShader, as on phones without a usable GPU
 * driver and in our headless tests) draws on the GPU process's threads, but a software compositor
 * reads every canvas frame it shows back on the page's main thread, which then waits for all the
 * drawing queued before it: the map's first frames (each kind of layer compiled, every tile arriving)
 * blocked the page for half a second to a second. Out of sight, nothing is read back. So the map
 * comes to rest with all its data while its frames are held, then draws its first frame at the
 * device's ratio, and the page waits for a fence, asked without blocking, before letting it be seen;
 * the first view stays in use meanwhile. A map that never comes to rest (data that never arrives) is
 * drawn and shown with what it has after IDLE_GIVE_UP_MS.
 */
export async function drawOutOfSight(map: OutOfSightMap, pixelRatio = window.devicePixelRatio) {
  const rested = await whenIdle(map);
  letFramesGo(map);
  if (pixelRatio !== OUT_OF_SIGHT_PIXEL_RATIO) map.setPixelRatio(pixelRatio);
  if (rested) await whenIdle(map);
  else await oneFrame(map);
  await gpuSettled(map.getCanvas());
  map.getCanvasContainer().style.contentVisibility = '';
}
