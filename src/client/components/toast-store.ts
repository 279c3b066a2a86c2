import { useSyncExternalStore } from 'react';
import type { ToastKind, ToastPosition } from './toast';

export type ToastItem = {
  id: number;
  message: string;
  kind: ToastKind;
  position: ToastPosition;
  durationMs: number;
};

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
export function showToast(toast: Omit<ToastItem, 'id'>): number {
  const id = nextId++;
  items = [...items, { ...toast, id }];
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
