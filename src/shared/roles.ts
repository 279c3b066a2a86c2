export const roles = ['admin', 'student', 'teacher'] as const;
export type Role = (typeof roles)[number];
