// bench/attendance/clash: saving a slot with the clash check (issue 21.3) on a timetable of 500
// batches and 3,000 weekly slots with 30 students a batch (15,000 students, pairs of batches that
// share three), as the office does it: one save at a time. Half the saves fit (an extra class at
// 18:00 with a free teacher and room); half are refused with 409, in turn for the batch itself,
// the teacher, the room and a student in both batches. Baseline, same run: reading a batch's
// slots (GET /api/batches/:id/slots), the cheapest admin call that touches the same tables.
// Target: p99 ≤ 50 ms.
// Usage: node bench/attendance/clash.mjs   (BENCH_PGLITE=1 also runs on the embedded database;
// BENCH_SAVES sets the saves of each kind, default 250)
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { adminCookie, onEachDatabase, startServer } from '../support.mjs';
import { benchBatches, benchSlot, hh, seedTimetable } from '../support-timetable.mjs';

const saves = Number(process.env.BENCH_SAVES ?? 250);

function percentiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s.at(-1) };
}

/** The saves: `saves` that fit and `saves` that clash, interleaved, each with its expected status. */
function plan(batchIds, teacherIds) {
  const out = [];
  for (let k = 0; k < saves; k++) {
    // Fits: an even batch (its neighbours, which share students, get no extra class) at 18:00,
    // after every seeded slot; the teacher k % 100 is free then, the lab is new.
    const fit = 2 * (k % (benchBatches / 2));
    out.push({
      kind: 'fits',
      batchId: batchIds[fit],
      status: 201,
      body: {
        weekday: 1 + (Math.floor(k / 42) % 6),
        startsAt: hh(18 + Math.floor(k / 252)),
        endsAt: hh(19 + Math.floor(k / 252)),
        room: `Lab ${k}`,
        teacherId: teacherIds[k % 100],
        subject: 'Extra class',
      },
    });
    // Clashes, in turn: with the batch's own slot, the teacher's, the room's, a shared student's.
    const i = (7 * k + 3) % benchBatches;
    const weekday = 1 + (k % 6);
    const own = benchSlot(i, weekday);
    const next = benchSlot((i + 1) % benchBatches, weekday);
    const kind = ['batch', 'teacher', 'room', 'student'][k % 4];
    const other = benchSlot((i + 100) % benchBatches, weekday); // same teacher and room as i
    const body = {
      batch: { ...own, room: 'Lab X', teacherId: null },
      teacher: { ...other, room: 'Lab X', teacherId: teacherIds[own.teacherIndex] },
      room: { ...other, room: own.room, teacherId: null },
      student: { ...next, room: 'Lab X', teacherId: null },
    }[kind];
    delete body.teacherIndex;
    out.push({
      kind: `clash (${kind})`,
      batchId: batchIds[kind === 'teacher' || kind === 'room' ? (i + 100) % benchBatches : i],
      status: 409,
      body: { ...body, subject: 'Clashing class' },
    });
  }
  return out;
}

await buildIfNeeded();
await onEachDatabase(
  { name: 'clash', pglite: process.env.BENCH_PGLITE === '1', postgres: true },
  async ({ label, seedOptions, serverEnv }) => {
    const seeded = await seedTimetable(seedOptions, { studentsPerBatch: 30 });
    const server = await startServer(serverEnv);
    try {
      const cookie = await adminCookie(server.baseUrl);
      const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
      const times = new Map();
      const note = (kind, ms) => times.set(kind, [...(times.get(kind) ?? []), ms]);
      const saveKinds = plan(seeded.batchIds, seeded.teacherIds);
      // A warm-up of each call, not counted.
      for (const s of saveKinds.slice(-8)) {
        await fetch(`${server.baseUrl}/api/batches/${s.batchId}/slots`, { headers });
      }
      let wrong = 0;
      for (const [n, s] of saveKinds.entries()) {
        const t0 = performance.now();
        const res = await fetch(`${server.baseUrl}/api/batches/${s.batchId}/slots`, {
          method: 'POST',
          headers,
          body: JSON.stringify(s.body),
        });
        const text = await res.text();
        note(s.status === 201 ? 'save, fits' : 'save, refused', performance.now() - t0);
        if (res.status !== s.status) {
          wrong += 1;
          if (wrong <= 3)
            console.log(`  ${s.kind}: expected ${s.status}, got ${res.status} ${text}`);
        }
        const t1 = performance.now();
        await (
          await fetch(`${server.baseUrl}/api/batches/${seeded.batchIds[n % benchBatches]}/slots`, {
            headers,
          })
        ).text();
        note('baseline: read a batch’s slots', performance.now() - t1);
      }
      console.log(
        `\n${label} (seeded 500 batches, 3,000 slots, 15,000 students in ${seeded.ms} ms; ${saves} saves of each kind, one at a time)`,
      );
      let worst = 0;
      for (const [kind, xs] of times) {
        const p = percentiles(xs);
        if (!kind.startsWith('baseline')) worst = Math.max(worst, p.p99);
        const f = (v) => `${v.toFixed(1)} ms`;
        console.log(
          `  ${kind}: n ${p.n}   p50 ${f(p.p50)}   p95 ${f(p.p95)}   p99 ${f(p.p99)}   max ${f(p.max)}`,
        );
      }
      console.log(
        `  result: save p99 ${worst.toFixed(1)} ms (target ≤ 50 ms), ${wrong} saves answered other than expected`,
      );
      if (wrong > 0 || worst > 50) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  },
);
