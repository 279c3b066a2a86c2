// A short run of the kill trials (`npm run security:full` runs 20 on each database).
import { describe, expect, it } from 'vitest';
import { formatKillTrials, runKillTrials } from '../../security/durability';

describe('SIGKILL at random points while writing', () => {
  for (const db of ['pglite', 'postgres'] as const) {
    it(`loses no acknowledged write and restarts every time (${db})`, async () => {
      const r = await runKillTrials(db, 3, 150);
      console.log(formatKillTrials(r));
      expect(r.acknowledged).toBeGreaterThan(0);
      expect(r.lost).toBe(0);
      expect(r.restartsOk).toBe(r.restarts);
    }, 300_000);
  }
});
