// Debian's chromium as the e2e tests and the Lighthouse bench drive it: no sandbox (containers),
// no GPU, and none of the background traffic that would make timings noisy.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// For the map benchmarks only (bench/map.ts, bench/map-trace.ts): the same Chromium with the GPU
// process kept and told to use SwiftShader through ANGLE. WebGL is still drawn in software by
// SwiftShader, but the compositor is then GPU compositing on SwiftShader (chrome://gpu: "Compositing:
// Hardware accelerated", GL_RENDERER "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device ...")), as a
// phone composites on its GPU: a WebGL frame is handed to the compositor as a texture instead of being
// read back to the page's main thread, which --disable-gpu's software compositing does in every frame.
// Measured slower here, not faster (README, the map paragraph): SwiftShader then also composites each
// frame and headless Chromium reads it back in the GPU process, where the map's WebGL calls wait.
// The e2e tests and Lighthouse keep CHROMIUM_ARGS.
export const CHROMIUM_ARGS_GPU_COMPOSITING = [
  ...CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
