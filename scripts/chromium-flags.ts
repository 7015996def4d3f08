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
