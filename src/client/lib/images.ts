import hashed from 'virtual:hashed-images';

/**
 * The URL to load a site picture from: its content-hashed copy in the build (cached a year) when
 * there is one (scripts/vite-hashed-images.ts), else the path as given (uploads, development).
 */
export function imageUrl(path: string): string {
  return hashed[path] ?? path;
}
