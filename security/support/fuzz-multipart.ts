import fc from 'fast-check';
import { mutatedArb, validArb, type JsonSchema } from './fuzz-schema';
import { formPairs, hostileString, invalidUtf8 } from './fuzz-values';

/** Files an upload route may receive: real ones (read at set-up) and CSV text made here. */
export type FilePool = { files: Buffer[]; big: Buffer; csvHeaders: string[] };

type Part = { name: string; value: string | Buffer; filename?: string };

function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function fileArb(pool: FilePool): fc.Arbitrary<Buffer> {
  const csv = fc
    .tuple(
      fc.constantFrom(...pool.csvHeaders),
      fc.array(
        fc.array(fc.oneof(hostileString, fc.constantFrom('1', 'AB', '50')), { maxLength: 8 }),
        {
          maxLength: 6,
        },
      ),
    )
    .map(([header, rows]) => Buffer.from([header, ...rows.map((r) => r.join(','))].join('\n')));
  // Past the 5 MB limits one time in twenty: big bodies are slow to build and parse.
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...pool.files) },
    { weight: 8, arbitrary: csv },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.constant(pool.big) },
  );
}

const fileNames = ['deck.pptx', 'photo.png', 'photo.jpg', 'marks.csv', 'questions.csv', 'a.svg'];

/** A multipart body from the route's fields and files, well formed or broken on purpose. */
export function multipartArb(schema: JsonSchema | undefined, pool: FilePool) {
  const props = Object.entries(schema?.properties ?? {});
  const fieldNames = props.filter(([, s]) => s.format !== 'binary').map(([k]) => k);
  const fileFields = props.filter(([, s]) => s.format === 'binary').map(([k]) => k);
  const fieldsSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(props.filter(([k]) => fieldNames.includes(k))),
    required: (schema?.required ?? []).filter((k) => fieldNames.includes(k)),
  };
  const file = fc.record({
    filename: fc.oneof(
      fc.constantFrom(...fileNames),
      hostileString.map((s) => s.slice(0, 300)),
    ),
    value: fileArb(pool),
  });
  const files = fc.tuple(...fileFields.map(() => fc.option(file, { freq: 4 })));
  const extraName = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'file', 'x"y'),
    hostileString,
  );
  return fc
    .record({
      fields: fc.oneof(validArb(fieldsSchema), mutatedArb(fieldsSchema)),
      files,
      extra: fc.array(
        fc.record({ name: extraName, value: fc.oneof(hostileString, fileArb(pool)) }),
        {
          maxLength: 2,
        },
      ),
      shape: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'truncated', 'no-boundary', 'wrong-boundary'),
    })
    .map(({ fields, files: picked, extra, shape }) => {
      const parts: Part[] = formPairs(fields).map((pair) => {
        const [k = '', v = ''] = pair.split('=');
        return { name: decodeURIComponent(k), value: decodeURIComponent(v) };
      });
      picked.forEach((f, i) => {
        if (f) parts.push({ name: fileFields[i]!, ...f });
      });
      parts.push(...extra);
      const body = encodeMultipart(parts, 'fuzzboundary');
      const type =
        shape === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : 'fuzzboundary'}`;
      return {
        payload: shape === 'truncated' ? body.subarray(0, Math.floor(body.length / 2)) : body,
        type,
      };
    });
}
