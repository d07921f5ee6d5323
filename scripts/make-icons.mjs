#!/usr/bin/env node
// `node scripts/make-icons.mjs`: the app icons electron-builder packs, drawn from resources/build/icon.svg with
// Debian's Chromium (playwright-core, as the UI tests use it): icons/<n>x<n>.png for Linux, icon.png (512),
// icon.ico (PNG-compressed entries, Windows Vista and later) and icon.icns (PNG entries, macOS 10.7 and later).
// The outputs are committed; run this again after changing the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(repo, 'resources', 'build');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

export function ico(pngs) {
  // ICONDIR, then one ICONDIRENTRY per image, then the PNG data
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const ICNS_TYPES = { 16: 'icp4', 32: 'icp5', 64: 'icp6', 128: 'ic07', 256: 'ic08', 512: 'ic09', 1024: 'ic10' };

export function icns(pngs) {
  const chunks = pngs
    .filter((p) => ICNS_TYPES[p.size])
    .map(({ size, data }) => {
      const head = Buffer.alloc(8);
      head.write(ICNS_TYPES[size], 0, 'latin1');
      head.writeUInt32BE(data.length + 8, 4);
      return Buffer.concat([head, data]);
    });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + chunks.reduce((n, c) => n + c.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

async function render() {
  const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.QUARRY_CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const out = [];
  try {
    const page = await browser.newPage();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
      out.push({ size, data: await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }) });
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pngs = await render();
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  for (const p of pngs) if (p.size <= 512) fs.writeFileSync(path.join(dir, 'icons', `${p.size}x${p.size}.png`), p.data);
  fs.writeFileSync(path.join(dir, 'icon.png'), pngs.find((p) => p.size === 512).data);
  fs.writeFileSync(path.join(dir, 'icon.ico'), ico(pngs.filter((p) => [16, 24, 32, 48, 64, 128, 256].includes(p.size))));
  fs.writeFileSync(path.join(dir, 'icon.icns'), icns(pngs));
  console.log(`Wrote ${path.relative(repo, dir)}/icon.png, icon.ico, icon.icns and icons/*.png`);
}
