import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { datedCsvName, sendCsv, utf8Bom, withBom } from './csv-reply';

describe('csv-reply', () => {
  it('puts the UTF-8 BOM in front once', () => {
    expect(withBom('a,b\r\n')).toBe('\uFEFFa,b\r\n');
    expect(withBom(withBom('a'))).toBe(`${utf8Bom}a`);
  });

  it('sends a CSV download whose bytes start with EF BB BF, Gurmukhi and Devanagari intact', async () => {
    const app = Fastify();
    app.get('/x.csv', (_request, reply) => sendCsv(reply, 'x.csv', 'Name\r\nਹਰਪ੍ਰੀਤ,सीमा\r\n'));
    const res = await app.inject({ url: '/x.csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="x.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe('Name\r\nਹਰਪ੍ਰੀਤ,सीमा\r\n');
    await app.close();
  });

  it('names dated downloads name-yyyy-mm-dd.csv', () => {
    expect(datedCsvName('activity')).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
