// Draws the public site's illustrations as SVG and writes them as sized WebP/JPEG/PNG files in
// public/images (committed). Run after changing a drawing: `node scripts/public-images.mjs`.
// The build also serves each WebP under a content-hashed name, cached a year
// (scripts/vite-hashed-images.ts); the JPEG and PNG files keep stable URLs for other sites.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { heroSvg, aboutSvg, ogSvg, logoSvg } from './public-images/scenes.mjs';
import { categorySvg, categorySlugs } from './public-images/categories.mjs';

const out = new URL('../public/images/', import.meta.url);
await mkdir(new URL('courses/', out), { recursive: true });

async function write(svg, file, width, height, format, quality = 78) {
  let img = sharp(Buffer.from(svg), { density: 144 }).resize(width, height);
  img =
    format === 'webp'
      ? img.webp({ quality, effort: 6 })
      : format === 'jpg'
        ? img.jpeg({ quality, mozjpeg: true })
        : img.png({ compressionLevel: 9 });
  const buf = await img.toBuffer();
  await writeFile(new URL(file, out), buf);
  console.log(`${file}\t${width}x${height}\t${(buf.length / 1024).toFixed(1)} KB`);
}

await write(heroSvg(), 'hero-640.webp', 640, 480, 'webp');
await write(heroSvg(), 'hero-960.webp', 960, 720, 'webp');
await write(aboutSvg(), 'about.webp', 840, 600, 'webp');
await write(ogSvg(), 'og-image.jpg', 1200, 630, 'jpg', 82);
await write(logoSvg(), 'logo-512.png', 512, 512, 'png');
for (const slug of categorySlugs) {
  const svg = categorySvg(slug);
  await write(svg, `courses/${slug}.webp`, 640, 400, 'webp');
  await write(svg, `courses/${slug}.jpg`, 640, 400, 'jpg');
  await write(categorySvg(slug, true), `courses/${slug}-thumb.webp`, 144, 144, 'webp', 80);
}

// favicon.ico: one 32x32 PNG inside an ICO container.
const png = await sharp(Buffer.from(logoSvg())).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(new URL('../favicon.ico', out), Buffer.concat([header, png]));
console.log('favicon.ico');
