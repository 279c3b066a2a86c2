import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../env';
import { findLegacyCourseNames } from '../data/legacy-courses';
import { requirePasswordChange } from '../data/password-changes';
import { countAdmins, insertUser } from '../data/users';
import { hashPassword, randomPassword } from '../lib/password';
import type { Db } from '../db/client';
import { loadDemoData } from './demo';
import { writeFirstAdminPasswordFile } from './first-admin';
import { seedCatalogue } from './seed-catalogue';

/**
 * Prepares a freshly migrated database: the first admin, the course catalogue (on an empty
 * courses table), then demo content when asked for. Warns about course names kept from before
 * courses were linked by id that matched no course.
 */
export async function bootstrapDatabase(db: Db, config: Config, log: FastifyBaseLogger) {
  if ((await countAdmins(db)) === 0) {
    const password = config.adminPassword ?? randomPassword(16);
    const admin = await insertUser(db, {
      username: config.adminUsername,
      passwordHash: await hashPassword(password),
      role: 'admin',
      displayName: 'Administrator',
    });
    if (config.adminPassword) {
      log.info({ username: config.adminUsername }, 'first admin created from ADMIN_PASSWORD');
    } else {
      // The generated password never enters the log: it is left in an owner-only file, and the
      // admin must replace it at first login (every other call answers 403 until then).
      await requirePasswordChange(db, admin.id);
      const file = await writeFirstAdminPasswordFile(
        config.dataDir,
        config.adminUsername,
        password,
      );
      log.warn(
        { username: config.adminUsername, file },
        `first admin "${config.adminUsername}" created with a generated password, readable only by this user in ${file}; it must be changed at first login`,
      );
    }
  }
  const seeded = await seedCatalogue(db);
  if (seeded > 0) log.info({ courses: seeded }, 'course catalogue seeded');
  if (config.demoData && (await loadDemoData(db))) log.info('demo data loaded');
  await warnLegacyCourses(db, log);
}

async function warnLegacyCourses(db: Db, log: FastifyBaseLogger) {
  const legacy = await findLegacyCourseNames(db);
  const count = legacy.enrolments.count + legacy.teacherCourses.count;
  if (count === 0) return;
  const names = [...new Set([...legacy.enrolments.names, ...legacy.teacherCourses.names])];
  log.warn(
    {
      enrolments: legacy.enrolments,
      teacherCourses: legacy.teacherCourses,
    },
    `${legacy.enrolments.count} enrolments and ${legacy.teacherCourses.count} teacher courses name a course that does not exist (${names.map((n) => `"${n}"`).join(', ')}); they are kept under those names until a course of that name is added (or one is renamed to it)`,
  );
}
