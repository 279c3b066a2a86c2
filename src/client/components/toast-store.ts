import { useSyncExternalStore } from 'react';
import { timings } from '#shared/limits.ts';
import type { ToastKind, ToastPosition } from './toast';

export type ToastItem = {
  id: number;
  message: string;
  kind: ToastKind;
  position: ToastPosition;
  durationMs: number;
};

/**
 * The spec's toasts: top-center, closing after 3 seconds (spec 9: admin toast 3000 ms, other
 * toasts 3000 ms). Only the contact form (top right) and the student login banner (6 s) differ.
 */
const toastDefaults = { position: 'top-center', durationMs: timings.toastMs } as const;

export type ToastRequest = Pick<ToastItem, 'message' | 'kind'> &
  Partial<Pick<ToastItem, 'position' | 'durationMs'>>;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a notification that outlives the page that raised it (the logins navigate away while
 * their message is still on screen). Rendered by <ToastHost/> in the root layout.
 */
export function showToast(toast: ToastRequest): number {
  const id = nextId++;
  items = [...items, { ...toastDefaults, ...toast, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const empty: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => empty,
  );
}
