import type { FastifyReply } from 'fastify';

/**
 * The byte-order mark every CSV download starts with: without it Excel reads UTF-8 as the
 * Windows code page and shows Gurmukhi and Devanagari names as mojibake (issue 12).
 */
export const utf8Bom = '\uFEFF';

/** `body` with the BOM in front, once. */
export function withBom(body: string): string {
  return body.startsWith(utf8Bom) ? body : `${utf8Bom}${body}`;
}

/** Sends a CSV document as a download named `filename`, UTF-8 with a BOM. */
export function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(withBom(body));
}

/** `name-yyyy-mm-dd.csv` for today (UTC), as the dated downloads are named. */
export function datedCsvName(name: string): string {
  return `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Sends a CSV download named `name-yyyy-mm-dd.csv` (today, UTC). */
export function sendDatedCsv(reply: FastifyReply, name: string, body: string) {
  return sendCsv(reply, datedCsvName(name), body);
}
