// Private calendar feeds (issue 21.3, decision 069): a secret URL per user that calendar apps
// subscribe to; its classes in India's time, cancelled classes and holidays; revocable.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createCourse } from '#server/seed/factories.ts';
import { auditLog, rateLimits } from '#server/db/schema-security.ts';
import { courseTranslations } from '#server/db/schema-course-texts.ts';
import { calendarFeeds } from '#server/db/schema-timetable.ts';
import { addDays, weekdayOf } from '#shared/timetable.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';
import { addHoliday, addSlot, cancelClass } from '../support/timetable-rows';

const t = setupTestApp();
const { addBatch, newEnrolment, place } = batchCalls(t);

type Method = 'GET' | 'POST' | 'DELETE';
const feedCall = (method: Method, cookie?: string) =>
  t.app.inject({ method, url: '/api/calendar-feed', headers: cookie ? { cookie } : {} });
const pathOf = (url: string) => new URL(url).pathname;
const read = (path: string) => t.app.inject({ method: 'GET', url: path });

/** Checks the text is strict iCalendar lines (CRLF, ≤ 75 octets) and unfolds it. */
function lines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const out: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) out[out.length - 1] += line.slice(1);
    else out.push(line);
  }
  return out;
}

type Component = { name: string; props: Map<string, string>; children: Component[] };

/** A small parser: components nest by BEGIN/END; a property is NAME[;PARAMS]:VALUE. */
function parse(text: string): Component {
  const stack: Component[] = [{ name: 'ROOT', props: new Map(), children: [] }];
  for (const line of lines(text)) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (key === 'BEGIN') {
      const c: Component = { name: value, props: new Map(), children: [] };
      stack.at(-1)!.children.push(c);
      stack.push(c);
    } else if (key === 'END') {
      expect(stack.pop()!.name).toBe(value);
    } else stack.at(-1)!.props.set(key, value);
  }
  expect(stack).toHaveLength(1);
  const [cal] = stack[0]!.children;
  expect(cal!.name).toBe('VCALENDAR');
  return cal!;
}
const events = (cal: Component) => cal.children.filter((c) => c.name === 'VEVENT');
const ymd = (day: string) => day.replaceAll('-', '');
/** The next date on or after today that is this ISO weekday. */
const nextWeekday = (weekday: number, after = today) => {
  let d = after;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};

async function setUp() {
  const course = await createCourse(t.db, { name: `Tally Prime ${Math.random()}` });
  const teacher = await t.newTeacher('Pooja');
  const other = await t.newTeacher('Jaspreet');
  const mine = await addBatch(course.id, { name: 'Morning A', startsOn: addDays(today, -60) });
  const theirs = await addBatch(course.id, { name: 'Evening B', startsOn: addDays(today, -60) });
  const student = await newEnrolment(course.name, 'Harleen');
  expect((await place(student.enrolmentId, mine.id)).statusCode).toBe(200);
  // Morning A: Monday 09:00–10:30 (Pooja) and Wednesday 16:00–17:00 (Jaspreet).
  const monday = await addSlot(t.db, {
    batchId: mine.id,
    weekday: 1,
    startsAt: '09:00',
    endsAt: '10:30',
    room: 'Room 2',
    teacherId: teacher.teacher.id,
    subject: 'GST',
  });
  const wednesday = await addSlot(t.db, {
    batchId: mine.id,
    weekday: 3,
    startsAt: '16:00',
    endsAt: '17:00',
    room: 'Lab 1',
    teacherId: other.teacher.id,
    subject: 'Vouchers',
  });
  // Evening B: Tuesday with Pooja; the student is not in it.
  const tuesday = await addSlot(t.db, {
    batchId: theirs.id,
    weekday: 2,
    startsAt: '18:00',
    endsAt: '19:00',
    room: 'Room 5',
    teacherId: teacher.teacher.id,
    subject: 'Payroll',
  });
  return { course, teacher, other, student, monday, wednesday, tuesday };
}

describe('calendar feeds', () => {
  it('refuses every call without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await feedCall(method)).statusCode).toBe(401);
    }
  });

  it("gives a student's feed once: their classes in IST, a cancelled class, a holiday", async () => {
    const s = await setUp();
    const cookie = s.student.cookie;
    const firstMonday = nextWeekday(1, addDays(today, 1));
    const cancelledMonday = addDays(firstMonday, 7);
    const holidayMonday = addDays(firstMonday, 14);
    await cancelClass(t.db, s.monday, cancelledMonday, 'Teacher at a GST workshop, sorry');
    await addHoliday(t.db, holidayMonday, 'Gurpurab');

    expect((await feedCall('GET', cookie)).json()).toEqual({ feed: null });
    const made = await feedCall('POST', cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const { url, webcalUrl } = made.json<{ url: string; webcalUrl: string }>();
    expect(url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    const status = (await feedCall('GET', cookie)).json<{ feed: { createdAt: string } }>();
    expect(Date.parse(status.feed.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The URL is never shown again: only its hash is kept.
    expect(JSON.stringify(status)).not.toContain(pathOf(url).slice(10, 40));

    const res = await read(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const cal = parse(res.body);
    const tz = cal.children.find((c) => c.name === 'VTIMEZONE')!;
    expect(tz.props.get('TZID')).toBe('Asia/Kolkata');
    const std = tz.children.find((c) => c.name === 'STANDARD')!;
    expect(std.props.get('TZOFFSETTO')).toBe('+0530');
    expect(tz.children.some((c) => c.name === 'DAYLIGHT')).toBe(false);

    const all = events(cal);
    const byUid = new Map(all.map((e) => [e.props.get('UID')!, e]));
    const host = new URL('https://www.ambaracademy.in').host;
    const held = byUid.get(`class-${s.monday}-${firstMonday}@${host}`)!;
    expect(held.props.get('DTSTART;TZID=Asia/Kolkata')).toBe(`${ymd(firstMonday)}T090000`);
    expect(held.props.get('DTEND;TZID=Asia/Kolkata')).toBe(`${ymd(firstMonday)}T103000`);
    expect(held.props.get('SUMMARY')).toBe(`${s.course.name}: Morning A — GST`);
    expect(held.props.get('LOCATION')).toBe('Room 2');
    expect(held.props.get('DESCRIPTION')).toMatch(/^Teacher: Pooja/);
    expect(held.props.get('STATUS')).toBe('CONFIRMED');
    expect(held.props.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);

    const cancelled = byUid.get(`class-${s.monday}-${cancelledMonday}@${host}`)!;
    expect(cancelled.props.get('STATUS')).toBe('CANCELLED');
    expect(cancelled.props.get('DESCRIPTION')).toContain('Teacher at a GST workshop\\, sorry');

    // The holiday is an all-day event; the class that day is left out.
    const holiday = byUid.get(`holiday-${holidayMonday}@${host}`)!;
    expect(holiday.props.get('DTSTART;VALUE=DATE')).toBe(ymd(holidayMonday));
    expect(holiday.props.get('SUMMARY')).toBe('Holiday: Gurpurab');
    expect(byUid.has(`class-${s.monday}-${holidayMonday}@${host}`)).toBe(false);

    // Their batch's other slot is there; another batch's is not.
    const wednesdays = all.filter((e) => e.props.get('UID')!.startsWith(`class-${s.wednesday}-`));
    expect(wednesdays.length).toBeGreaterThanOrEqual(19);
    expect(all.some((e) => e.props.get('UID')!.startsWith(`class-${s.tuesday}-`))).toBe(false);
    // From 4 weeks back to 16 weeks ahead.
    const days = all
      .filter((e) => e.props.get('UID')!.startsWith('class-'))
      .map((e) => e.props.get('DTSTART;TZID=Asia/Kolkata')!.slice(0, 8));
    expect(days.every((d) => d >= ymd(addDays(today, -28)) && d <= ymd(addDays(today, 112)))).toBe(
      true,
    );
    expect(days.some((d) => d < ymd(today))).toBe(true);

    const audit = await t.db
      .select({ action: auditLog.action, role: auditLog.role })
      .from(auditLog)
      .where(eq(auditLog.userId, (await userIdOf(cookie))!));
    expect(audit).toContainEqual({ action: 'calendar_feed.created', role: 'student' });
  });

  it('writes its words and the course names in the language its owner chose', async () => {
    const s = await setUp();
    await t.db
      .insert(courseTranslations)
      .values({ courseId: s.course.id, language: 'pa', name: 'ਟੈਲੀ ਪ੍ਰਾਈਮ' });
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: s.student.cookie },
      payload: { language: 'pa' },
    });
    expect(chose.statusCode, chose.body).toBe(204);
    const firstMonday = nextWeekday(1, addDays(today, 1));
    await cancelClass(t.db, s.monday, firstMonday, 'ਮੀਂਹ');
    await addHoliday(t.db, addDays(firstMonday, 21), 'Lohri');
    const { url } = (await feedCall('POST', s.student.cookie)).json<{ url: string }>();
    const text = (await read(pathOf(url))).body;
    const cal = parse(text);
    expect(cal.props.get('X-WR-CALNAME')).toMatch(/: ਸਮਾਂ-ਸਾਰਣੀ$/);
    const all = events(cal);
    const cancelled = all.find((e) =>
      e.props.get('UID')!.startsWith(`class-${s.monday}-${firstMonday}`),
    )!;
    expect(cancelled.props.get('SUMMARY')).toBe('ਟੈਲੀ ਪ੍ਰਾਈਮ: Morning A — GST');
    // The reason and the teacher on two lines (a newline is written '\\n' in iCalendar).
    expect(cancelled.props.get('DESCRIPTION')).toMatch(/^ਰੱਦ: ਮੀਂਹ\\nਅਧਿਆਪਕ: Pooja/);
    expect(all.some((e) => e.props.get('SUMMARY') === 'ਛੁੱਟੀ: Lohri')).toBe(true);
    expect(text).not.toContain('Holiday:');
  });

  it("shows a teacher only their own slots' classes", async () => {
    const s = await setUp();
    const { url } = (await feedCall('POST', s.teacher.cookie)).json<{ url: string }>();
    const uids = events(parse((await read(pathOf(url))).body)).map((e) => e.props.get('UID')!);
    expect(uids.some((u) => u.startsWith(`class-${s.monday}-`))).toBe(true);
    expect(uids.some((u) => u.startsWith(`class-${s.tuesday}-`))).toBe(true);
    expect(uids.some((u) => u.startsWith(`class-${s.wednesday}-`))).toBe(false);
  });

  it('a GET never writes', async () => {
    const s = await setUp();
    const { url } = (await feedCall('POST', s.student.cookie)).json<{ url: string }>();
    const snapshot = async () => ({
      feeds: await t.db.select().from(calendarFeeds),
      audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
      limits: (await t.db.select({ n: count() }).from(rateLimits))[0]!.n,
    });
    const before = await snapshot();
    for (const path of [pathOf(url), '/calendar/nope.ics', pathOf(url).replace('.ics', '')]) {
      await read(path);
    }
    await feedCall('GET', s.student.cookie);
    const after = await snapshot();
    expect(after.feeds).toEqual(before.feeds);
    expect(after.audit).toBe(before.audit);
    expect(after.limits).toBe(before.limits);
  });

  it('turning off or making a new link revokes the old one; unknown links all get one 404', async () => {
    const s = await setUp();
    const cookie = s.student.cookie;
    const first = pathOf((await feedCall('POST', cookie)).json<{ url: string }>().url);
    const second = pathOf((await feedCall('POST', cookie)).json<{ url: string }>().url);
    expect(second).not.toBe(first);
    const gone = await read(first);
    expect(gone.statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    expect((await feedCall('DELETE', cookie)).statusCode).toBe(204);
    const revoked = await read(second);
    expect(revoked.statusCode).toBe(404);
    expect((await feedCall('GET', cookie)).json()).toEqual({ feed: null });
    // Again: nothing to turn off, the same answer, no second audit line.
    expect((await feedCall('DELETE', cookie)).statusCode).toBe(204);

    // One answer for every wrong link, whatever it looks like.
    const strip = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
    for (const path of [
      '/calendar/x.ics',
      `/calendar/${'A'.repeat(43)}.ics`,
      second.replace('.ics', ''),
      `/calendar/${'%E0%A8%95'.repeat(20)}.ics`,
    ]) {
      const res = await read(path);
      expect(res.statusCode, path).toBe(404);
      expect(strip(res.body)).toBe(strip(revoked.body));
      expect(res.headers['content-type']).toBe(revoked.headers['content-type']);
    }

    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.userId, (await userIdOf(cookie))!))
    ).map((r) => r.action);
    expect(actions.filter((a) => a === 'calendar_feed.created')).toHaveLength(2);
    expect(actions.filter((a) => a === 'calendar_feed.revoked')).toHaveLength(1);
  });
});

async function userIdOf(cookie: string): Promise<number | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie } });
  return res.json<{ user?: { id: number } }>().user?.id;
}
