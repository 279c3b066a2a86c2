import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { htmlFile, makeZip } from '../../tests/fixtures/uploads';

/** One part of a multipart body; `filename` is written byte for byte (NUL, slashes and all). */
export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/**
 * A multipart/form-data body written by hand, so hostile file names reach the server exactly as
 * given (a platform encoder may escape or refuse them).
 */
export function rawMultipart(parts: Part[]) {
  const boundary = `----academy-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type =
      p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n`),
      Buffer.from(`${type}\r\n`),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression ("pixel") bomb: a valid PNG header claiming 100,000 x 100,000 pixels (10
 * gigapixels, 1.25 GB at one bit each) over a few bytes of data.
 */
export function pixelBombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateRawSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type BombEntry = { name: string; packed: Buffer; size: number; offset: number };

/** A zip whose central directory may point many entries at the same packed bytes. */
function zipOf(locals: { name: string; packed: Buffer; size: number }[], central: BombEntry[]) {
  const out: Buffer[] = [];
  let at = 0;
  for (const l of locals) {
    const name = Buffer.from(l.name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(8, 8);
    h.writeUInt32LE(l.packed.length, 18);
    h.writeUInt32LE(l.size, 22);
    h.writeUInt16LE(name.length, 26);
    out.push(h, name, l.packed);
    at += 30 + name.length + l.packed.length;
  }
  const cd: Buffer[] = [];
  for (const e of central) {
    const name = Buffer.from(e.name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(e.packed.length, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(e.offset, 42);
    cd.push(c, name);
  }
  const dir = Buffer.concat(cd);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([...out, dir, end]);
}

/**
 * A zip bomb named .pptx: a real deck plus 20 entries that all point at one deflated block of
 * 200 MB of zeros (overlapping entries): under 250 KB on the wire, 4 GB once unpacked.
 */
export function overlappingZipBomb(): { data: Buffer; unpackedBytes: number } {
  const zeros = Buffer.alloc(200 * 1024 * 1024);
  const packed = deflateRawSync(zeros, { level: 9 });
  const real = [{ name: 'ppt/media/zeros.bin', packed, size: zeros.length }, ...deckEntries()];
  let at = 0;
  const offsets = real.map((l) => {
    const o = at;
    at += 30 + Buffer.byteLength(l.name) + l.packed.length;
    return o;
  });
  const central: BombEntry[] = real.map((l, i) => ({ ...l, offset: offsets[i]! }));
  for (let i = 1; i < 20; i++) {
    central.push({ name: `ppt/media/zeros-${i}.bin`, packed, size: zeros.length, offset: 0 });
  }
  return { data: zipOf(real, central), unpackedBytes: central.reduce((n, e) => n + e.size, 0) };
}

function deckEntries() {
  const types = `<?xml version="1.0"?><Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>`;
  return [
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
  ].map((e) => ({ name: e.name, packed: deflateRawSync(e.data), size: e.data.length }));
}

/** A deck whose [Content_Types].xml claims 300 bytes but inflates to 64 MB (a lying header). */
export function lyingSizeZip(): Buffer {
  const real = deckEntries();
  const big = Buffer.alloc(64 * 1024 * 1024, 0x20);
  real[0] = { ...real[0]!, packed: deflateRawSync(big, { level: 9 }), size: 300 };
  let at = 0;
  const central = real.map((l) => {
    const e = { ...l, offset: at };
    at += 30 + Buffer.byteLength(l.name) + l.packed.length;
    return e;
  });
  return zipOf(real, central);
}

/** A deck with an entry that would unpack outside its folder (zip slip). */
export function zipSlipPptx(): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: 'presentationml' },
    { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
    { name: '../../../../tmp/evil.sh', data: '#!/bin/sh\necho pwned\n' },
  ]);
}

/** A PNG that is also an HTML page: the markup after IEND, where image readers stop. */
export const pngThenHtml = (png: Buffer) => Buffer.concat([png, htmlFile]);
/** An HTML page that carries a PNG after it: the magic bytes are HTML's. */
export const htmlThenPng = (png: Buffer) => Buffer.concat([htmlFile, png]);

export const gifImage = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const pdfFile = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A CSV of `rows` short data lines under `header` (within the byte limit, over the row limit). */
export function manyRowsCsv(header: string, row: (i: number) => string, rows = 100_000): Buffer {
  const lines = [header];
  for (let i = 0; i < rows; i++) lines.push(row(i));
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** A CSV with one line of `bytes` (10 MB by default). */
export function longLineCsv(header: string, bytes = 10 * 1024 * 1024): Buffer {
  return Buffer.from(`${header}\n${'x'.repeat(bytes)}\n`);
}
