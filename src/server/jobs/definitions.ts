import { backup } from './backup';
import type { JobDefinition } from './define';
import { housekeeping } from './housekeeping';
import { mockDeadline, mockDeadlineSweep } from './mock-deadlines';
import { deliverMessage, outboxSweep } from './outbox-delivery';
import { passwordResetRequest } from './password-reset';

/** Every job the server runs: one queue each (jobs/<name>.ts defines it). */
export const jobDefinitions: readonly JobDefinition<never>[] = [
  backup,
  housekeeping,
  mockDeadline,
  mockDeadlineSweep,
  deliverMessage,
  outboxSweep,
  passwordResetRequest,
];
