// Debian's Chromium, as the tests and benchmarks launch it: headless, as root, and without the
// background traffic this machine's closed network refuses.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Exits with install instructions when Chromium is missing. */
export function requireChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromiumPath}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium (as root), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
