import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { istOffsetMinutes, parsePlainDate } from '#shared/ist.ts';
import { isHeld, type WeekClass } from '#shared/timetable.ts';

// A calendar feed's text (issue 21.3, decision 069), written by ical-generator. Times are given in
// India's zone with a VTIMEZONE for it: India has kept +05:30 without daylight saving since 1945,
// so one STANDARD rule says everything. The library takes Temporal-like objects for zoned times;
// these few (a fixed offset needs no zone database) stand in, since Node 20 has no Temporal.

export const feedZone = 'Asia/Kolkata';

/** The VTIMEZONE of India: a fixed +05:30 with no daylight saving. */
export const kolkataVtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${feedZone}`,
  'X-LIC-LOCATION:Asia/Kolkata',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

/** A wall-clock time in a fixed-offset zone, in the shape ical-generator reads (Temporal's). */
function zoned(epochMs: number, zone: 'UTC' | typeof feedZone) {
  const offset = zone === 'UTC' ? 0 : istOffsetMinutes;
  const wall = new Date(epochMs + offset * 60_000);
  const p: Parts = {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
  const plainText = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00`;
  const instant = {
    epochMilliseconds: epochMs,
    toJSON: () => new Date(epochMs).toISOString(),
    toString: () => new Date(epochMs).toISOString(),
    toZonedDateTimeISO: (z: string) => zoned(epochMs, asZone(z)),
  };
  const self = {
    ...p,
    second: 0,
    timeZoneId: zone,
    toInstant: () => instant,
    toJSON: () => plainText,
    toString: () => plainText,
    withTimeZone: (z: string) => zoned(epochMs, asZone(z)),
    toPlainDateTime: () => ({
      ...p,
      second: 0,
      toJSON: () => plainText,
      toString: () => plainText,
      toPlainDate: () => plainDate(p.year, p.month, p.day),
      toZonedDateTime: (z: string) => zoned(epochMs, asZone(z)),
    }),
  };
  return self;
}

function asZone(zone: string): 'UTC' | typeof feedZone {
  if (zone === 'UTC' || zone === feedZone) return zone;
  throw new RangeError(`Only UTC and ${feedZone} are known here, not ${zone}`);
}

/** A date without a time (all-day events). */
function plainDate(year: number, month: number, day: number) {
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return {
    year,
    month,
    day,
    toJSON: () => text,
    toString: () => text,
    toPlainDateTime: () => {
      throw new Error('not needed');
    },
  };
}

function dayParts(day: string) {
  const d = parsePlainDate(day);
  if (!d) throw new RangeError(`No such date: ${day}`);
  return d;
}

/** 'yyyy-mm-dd' and 'HH:MM' in India as a zoned time. */
export function istTime(day: string, hhmm: string) {
  const d = dayParts(day);
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return zoned(Date.UTC(d.year, d.month - 1, d.day, h, m) - istOffsetMinutes * 60_000, feedZone);
}

function allDay(day: string) {
  const d = dayParts(day);
  return plainDate(d.year, d.month, d.day);
}

export type FeedHoliday = { on: string; name: string };

export type FeedInput = {
  /** The calendar's name as the subscriber's app shows it. */
  name: string;
  /** The site's host, which makes every UID unique across the world (RFC 5545). */
  host: string;
  classes: WeekClass[];
  holidays: FeedHoliday[];
  /** DTSTAMP: when this text was made. */
  now: Date;
  /** The words of the owner's language (src/shared/calendar-feeds.ts). */
  words: { cancelled: string; teacher: string; holiday: string };
};

/** "Course: Batch — Subject" (the subject left off when the slot names none). */
export const classSummary = (c: WeekClass) =>
  c.subject ? `${c.course}: ${c.batch} — ${c.subject}` : `${c.course}: ${c.batch}`;

/**
 * The feed: one event per class (a cancelled one as STATUS:CANCELLED with its reason), each
 * holiday as an all-day event. A class on a holiday is left out: the holiday says the academy is
 * closed. UIDs are stable (slot, date, host), so a re-read updates the same events.
 */
export function calendarText(input: FeedInput): string {
  const cal = ical({
    name: input.name,
    prodId: { company: input.host, product: 'Academy timetable', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: the library would then write DTSTAMP in it, which must be UTC. Each
    // timed event names its zone, and the generator writes the VTIMEZONE once for them all.
    timezone: { name: null, generator: (zone) => (zone === feedZone ? kolkataVtimezone : null) },
    ttl: 60 * 60,
  });
  cal.x('X-WR-TIMEZONE', feedZone);
  const { words } = input;
  for (const c of input.classes) {
    if (c.holiday !== null) continue;
    const cancelled = !isHeld(c);
    const teacher = c.teacher ?? '';
    cal.createEvent({
      id: `class-${c.slotId}-${c.on}@${input.host}`,
      start: istTime(c.on, c.startsAt),
      end: istTime(c.on, c.endsAt),
      timezone: feedZone,
      stamp: input.now,
      summary: classSummary(c),
      location: c.room || null,
      description: [
        cancelled && `${words.cancelled}: ${c.cancelled}`,
        teacher && `${words.teacher}: ${teacher}`,
      ]
        .filter(Boolean)
        .join('\n'),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // A cancelled class is a change to the event clients already have.
      sequence: cancelled ? 1 : 0,
    });
  }
  for (const h of input.holidays) {
    cal.createEvent({
      id: `holiday-${h.on}@${input.host}`,
      start: allDay(h.on),
      allDay: true,
      stamp: input.now,
      summary: `${words.holiday}: ${h.name}`,
      transparency: 'TRANSPARENT' as never,
    });
  }
  // Every content line ends in CRLF (RFC 5545 3.1), the last one too; the library leaves it off.
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
