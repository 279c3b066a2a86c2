import { uploadLimits } from '#shared/courses.ts';
import { fieldError } from './app-error';

const badType = 'The image must be a JPEG, PNG or WebP picture.';

/**
 * Checks an uploaded picture by its content (not its name or declared type) and re-encodes it:
 * a WebP of at most 1200px a side without metadata, and a 100x100 thumbnail.
 */
export async function processImage(data: Buffer): Promise<{ image: Buffer; thumb: Buffer }> {
  // Loaded on the first upload: sharp's native library costs start-up time and memory.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const type = await fileTypeFromBuffer(data);
  if (!type || !(uploadLimits.imageTypes as readonly string[]).includes(type.mime)) {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', 'image', badType);
  }
  try {
    // limitInputPixels refuses decompression bombs before sharp allocates their pixels.
    const source = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const image = await source
      .clone()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await source
      .clone()
      .resize({ width: 100, height: 100, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    return { image, thumb };
  } catch {
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', 'image', 'The image could not be read.');
  }
}
