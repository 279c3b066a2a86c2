import { describe, expect, it } from 'vitest';
import { contactMessages as messagesTable } from '#server/db/schema.ts';
import { contactCourses, contactMessages } from '#shared/contact-options.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

let n = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  from_name: 'Harpreet Kaur',
  from_email: `harpreet${++n}@example.in`,
  course: 'Languages Courses',
  message: 'Is there an evening IELTS batch?',
  ...over,
});
const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with the spec message', async () => {
    const body = valid({ from_name: '  Gurpreet Singh ' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });
    const rows = await t.db.select().from(messagesTable);
    expect(rows.find((r) => r.fromEmail === body.from_email)).toMatchObject({
      fromName: 'Gurpreet Singh',
      course: 'Languages Courses',
      message: 'Is there an evening IELTS batch?',
      read: false,
    });
  });

  it('accepts each of the 8 course options', async () => {
    expect(contactCourses).toHaveLength(8);
    for (const course of contactCourses)
      expect((await send(valid({ course }))).statusCode).toBe(201);
  });

  it('answers 400 with a message per field for an empty form', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      from_name: [contactMessages.name],
      from_email: [contactMessages.email],
      course: [contactMessages.course],
      message: [contactMessages.message],
    });
  });

  it('rejects a bad e-mail, an unknown course, blank text and an over-long message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from_email: 'not-an-email' }, 'from_email'],
      [{ course: 'Astrology Courses' }, 'course'],
      [{ from_name: '   ' }, 'from_name'],
      [{ message: 'x'.repeat(2001) }, 'message'],
    ];
    for (const [over, field] of cases) {
      const res = await send(valid(over));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    }
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"from_name":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toHaveProperty('message');
  });

  it('drops a message whose honeypot is filled, answering as if it were sent', async () => {
    const body = valid({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(messagesTable);
    expect(rows.some((r) => r.fromEmail === body.from_email)).toBe(false);
  });

  it('allows 5 messages a minute per address, then answers 429 { message }', async () => {
    const from_email = 'busy.sender@example.in';
    for (let i = 0; i < 5; i++) {
      expect(
        (await send(valid({ from_email: i % 2 ? from_email : from_email.toUpperCase() })))
          .statusCode,
      ).toBe(201);
    }
    const res = await send(valid({ from_email }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: contactMessages.tooMany });
    // Another address is not affected.
    expect((await send(valid())).statusCode).toBe(201);
    const rows = await t.db.select().from(messagesTable);
    expect(rows.filter((r) => r.fromEmail.toLowerCase() === from_email)).toHaveLength(5);
  });
});
