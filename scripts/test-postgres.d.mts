export function localAdminUrl(env?: NodeJS.ProcessEnv): string;
export function ensureTestPostgres(options?: {
  log?: (line: string) => void;
}): Promise<{ url: string; started: boolean; stop(): Promise<void> }>;
