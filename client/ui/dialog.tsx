// Modal dialog (WAI-ARIA APG "Dialog (Modal)"): a native <dialog> opened with showModal(), so
// the page behind is inert; Tab and Shift+Tab cycle inside; Escape and a click on the backdrop
// close; focus returns to the element that opened it; page scrolling is locked while open.
// Mount it when it should open and unmount it to close (its state goes with it).
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter((el) => el.getClientRects().length > 0);
}

export interface ModalDialogProps {
  onClose: () => void;
  labelledBy: string;
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function ModalDialog({ onClose, labelledBy, className, initialFocus, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    dialog.showModal();
    root.classList.add('has-modal');
    (initialFocus?.current ?? focusableIn(dialog)[0])?.focus();
    // A 'close' the page did not ask for (e.g. the browser's close watcher) still closes.
    const onNativeClose = () => closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      root.classList.remove('has-modal');
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        closeRef.current();
      }}
      onClick={(e) => {
        if (e.target === ref.current) closeRef.current(); // the backdrop
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = focusableIn(ref.current!);
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (e.shiftKey && (document.activeElement === first || !ref.current!.contains(document.activeElement))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      {children}
    </dialog>
  );
}
