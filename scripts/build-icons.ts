// Renders the app icons of the web app manifest from client/public/favicon.svg with headless
// Chromium (Debian's, as in playwright.config.ts). Run: npx tsx scripts/build-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'client/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// 'any' icons are the favicon as drawn; maskable ones fill the square with the brand colour and keep
// the artwork inside the central 80% safe zone that launchers may crop to a circle.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${
        icon.maskable ? '#047857' : 'transparent'
      }"><div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: !icon.maskable });
    console.log(`wrote client/public/${icon.file}`);
  }
} finally {
  await browser.close();
}
