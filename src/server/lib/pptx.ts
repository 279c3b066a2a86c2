import { inflateRawSync } from 'node:zlib';
import { fieldError } from './app-error';

/** Limits on what a presentation may unpack to; a real deck stays far below them. */
const pptxLimits = {
  maxEntries: 2000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  /** Uncompressed/compressed ratio above which a large entry counts as a zip bomb. */
  maxRatio: 100,
  ratioCheckAbove: 1024 * 1024,
};

const invalid = 'The presentation must be a PowerPoint (.pptx) file.';
const bomb = 'The presentation unpacks to too much data.';

type Entry = { name: string; method: number; compressed: number; size: number; offset: number };

/** Not a presentation at all (415), or one we will not unpack (400). */
function refuse(
  message: string,
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_UPLOAD' = 'UNSUPPORTED_MEDIA_TYPE',
): never {
  throw fieldError(code, 'file', message);
}

/** Finds the end-of-central-directory record, searching back over a possible comment. */
function findEocd(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}

/** Reads the zip's central directory without extracting anything. */
function readZipEntries(buf: Buffer): Entry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) refuse(invalid);
  const eocd = findEocd(buf);
  if (eocd < 0) refuse(invalid);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // Zip64 or multi-disk archives: never needed for a deck under the size limit.
  if (count === 0xffff || cdOffset === 0xffffffff || buf.readUInt16LE(eocd + 4) !== 0) {
    refuse(invalid);
  }
  if (count > pptxLimits.maxEntries)
    refuse('The presentation has too many parts.', 'INVALID_UPLOAD');
  if (cdOffset + cdSize > eocd) refuse(invalid);
  const entries: Entry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== 0x02014b50) refuse(invalid);
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > eocd) refuse(invalid);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      offset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p = next;
  }
  return entries;
}

/** The bytes of one small entry, inflated with a hard cap on the output. */
function readEntry(buf: Buffer, entry: Entry, cap: number): Buffer {
  const h = entry.offset;
  if (h + 30 > buf.length || buf.readUInt32LE(h) !== 0x04034b50) refuse(invalid);
  const start = h + 30 + buf.readUInt16LE(h + 26) + buf.readUInt16LE(h + 28);
  const data = buf.subarray(start, start + entry.compressed);
  if (data.length !== entry.compressed) refuse(invalid);
  if (entry.method === 0) return data.subarray(0, cap);
  try {
    return inflateRawSync(data, { maxOutputLength: cap });
  } catch {
    return refuse(invalid);
  }
}

/**
 * Checks that `buf` is a real PowerPoint deck: an Office zip with `[Content_Types].xml` declaring
 * a presentation and `ppt/presentation.xml`, within the entry, size and ratio limits.
 */
export function checkPptx(buf: Buffer): void {
  const entries = readZipEntries(buf);
  let total = 0;
  for (const e of entries) {
    if (e.method !== 0 && e.method !== 8) refuse(invalid);
    if (e.name.startsWith('/') || e.name.split(/[\\/]/).includes('..')) refuse(invalid);
    if (e.offset >= buf.length) refuse(invalid);
    total += e.size;
    const ratio = e.size / Math.max(1, e.compressed);
    if (e.size > pptxLimits.ratioCheckAbove && ratio > pptxLimits.maxRatio)
      refuse(bomb, 'INVALID_UPLOAD');
  }
  if (total > pptxLimits.maxTotalUncompressed) refuse(bomb, 'INVALID_UPLOAD');
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('ppt/presentation.xml')) refuse(invalid);
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || types.size > 1024 * 1024) refuse(invalid);
  const xml = readEntry(buf, types, 1024 * 1024).toString('utf8');
  if (!xml.includes('presentationml')) refuse(invalid);
}
