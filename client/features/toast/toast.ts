// Toasts callable from anywhere in the browser: showToast({ type, message, duration }) or, from
// code that should not import React modules, window.dispatchEvent(new CustomEvent(toastEvent,
// { detail: { type, message, duration } })). The <Toaster> in the frame renders them.
import { createToastStore, isToastType, type ToastInput } from '../../../shared/toast.ts';

export const toastEvent = 'velora:toast';
export const toastStore = createToastStore();

export function showToast(input: ToastInput): number {
  return toastStore.show(input);
}

export const toast = {
  success: (message: string, duration?: number) => showToast({ type: 'success', message, ...(duration !== undefined ? { duration } : {}) }),
  warning: (message: string, duration?: number) => showToast({ type: 'warning', message, ...(duration !== undefined ? { duration } : {}) }),
  error: (message: string, duration?: number) => showToast({ type: 'error', message, ...(duration !== undefined ? { duration } : {}) }),
  info: (message: string, duration?: number) => showToast({ type: 'info', message, ...(duration !== undefined ? { duration } : {}) }),
};

/** Reads a toast request from an event's detail (anything malformed is ignored). */
export function toastFromEvent(detail: unknown): ToastInput | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as Record<string, unknown>;
  if (typeof d.message !== 'string' || d.message === '') return null;
  return {
    message: d.message,
    ...(isToastType(d.type) ? { type: d.type } : {}),
    ...(typeof d.duration === 'number' ? { duration: d.duration } : {}),
  };
}
