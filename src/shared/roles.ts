export const roles = ['admin', 'student'] as const;
export type Role = (typeof roles)[number];
