import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../env';
import { countAdmins, insertUser } from '../data/users';
import { hashPassword, randomPassword } from '../lib/password';
import type { Db } from './client';
import { loadDemoData } from './demo';
import { seedCatalogue } from './seed-catalogue';

/**
 * Prepares a freshly migrated database: the first admin, the course catalogue (on an empty
 * courses table), then demo content when asked for.
 */
export async function bootstrapDatabase(db: Db, config: Config, log: FastifyBaseLogger) {
  if ((await countAdmins(db)) === 0) {
    const password = config.adminPassword ?? randomPassword();
    await insertUser(db, {
      username: config.adminUsername,
      passwordHash: await hashPassword(password),
      role: 'admin',
      displayName: 'Administrator',
    });
    if (config.adminPassword) {
      log.info({ username: config.adminUsername }, 'first admin created from ADMIN_PASSWORD');
    } else {
      // Printed once: the database keeps only the hash.
      log.warn(
        { username: config.adminUsername, password },
        `first admin created: log in at /Adminlogin as "${config.adminUsername}" with password "${password}" (shown only this once)`,
      );
    }
  }
  const seeded = await seedCatalogue(db);
  if (seeded > 0) log.info({ courses: seeded }, 'course catalogue seeded');
  if (config.demoData && (await loadDemoData(db))) log.info('demo data loaded');
}
