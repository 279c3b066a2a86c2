/**
 * Who to tell when a call finds the session gone. A dashboard registers a listener while it is
 * on screen; public pages and the login pages register none, so their 401s stay ordinary errors.
 */
type Listener = () => void;

let listener: Listener | null = null;

/** Registers the one listener (the mounted dashboard); returns the unregister function. */
export function onSessionExpired(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Called by the api client for a 401 on a call made on a user's behalf (not a login call). */
export function reportSessionExpired(): void {
  listener?.();
}

/** The navigation state that tells a login page why the user is there. */
export const sessionExpiredState = { sessionExpired: true } as const;

export function isSessionExpiredState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionExpired' in state;
}
