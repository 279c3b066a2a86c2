// The public pages' WebP pictures (public/images/**/*.webp) under content-hashed names, so the
// server lets browsers cache them for a year (issue 11). The client build copies each one to
// build/client/assets/<name>-<hash>.webp; the module `virtual:hashed-images` maps its plain path
// (`/images/hero-640.webp`) to that URL, and src/client/lib/images.ts looks pictures up in it.
// The plain copies stay in public/ and keep answering at their old paths (cached an hour). The
// JPEG and PNG files (Open Graph pictures, the schema.org logo) are not hashed: other sites keep
// their URLs. In development and in unit tests the map is empty and pictures load from public/.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const moduleId = 'virtual:hashed-images';
const resolvedId = `\0${moduleId}`;
const imagesDir = fileURLToPath(new URL('../public/images/', import.meta.url));

type HashedImage = { path: string; fileName: string; source: Buffer };

/** Every WebP under public/images with its hashed file name (the same in every build). */
function listHashedImages(): HashedImage[] {
  return readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.webp'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(imagesDir, file));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      const fileName = `assets/${path.posix.basename(file, '.webp')}-${hash}.webp`;
      return { path: `/images/${file}`, fileName, source };
    });
}

export function hashedImages(): Plugin {
  let build = false;
  let base = '/';
  let images: HashedImage[] = [];
  return {
    name: 'hashed-images',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
      if (build) images = listHashedImages();
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const map = Object.fromEntries(images.map((i) => [i.path, `${base}${i.fileName}`]));
      return `export default ${JSON.stringify(map)};`;
    },
    // The files themselves go into the browser's build only (the prerenderer's build is thrown
    // away); both builds name them alike, so prerendered pages and the browser agree.
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const i of images)
        this.emitFile({ type: 'asset', fileName: i.fileName, source: i.source });
    },
  };
}
