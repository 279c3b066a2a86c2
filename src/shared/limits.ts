/** Limits and timings shared by the browser and the server (spec section 9). */
export const limits = {
  usernameMax: 64,
  passwordMin: 8,
  passwordMax: 200,
  reasonMax: 200,
} as const;

export const timings = {
  studentBannerMs: 6000,
  studentRedirectMs: 1000,
  adminRedirectMs: 2000,
  toastMs: 3000,
} as const;
