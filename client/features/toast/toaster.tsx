// Renders the toasts (spec 2.3 / 9) in two live regions that exist from the first paint, so
// screen readers announce what is added: role=status for success/info, role=alert for
// warnings and errors. Each toast sits toastOffset(index) px from the top.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { toastIcons, toastOffset, toastRole, TOAST_CLOSE_ANIMATION, type Toast } from '../../../shared/toast.ts';
import { toastEvent, toastFromEvent, toastStore } from './toast.ts';

const none: readonly Toast[] = [];

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list, () => none);

  useEffect(() => {
    const onEvent = (e: Event) => {
      const input = toastFromEvent((e as CustomEvent).detail);
      if (input) toastStore.show(input);
    };
    window.addEventListener(toastEvent, onEvent);
    return () => window.removeEventListener(toastEvent, onEvent);
  }, []);

  const render = (role: 'status' | 'alert') =>
    toasts.map((toast, index) =>
      toastRole(toast.type) !== role ? null : (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.closing ? ' is-closing' : ''}`}
          style={{ insetBlockStart: `${toastOffset(index)}px`, animationDuration: toast.closing ? `${TOAST_CLOSE_ANIMATION}ms` : undefined }}
          data-toast-id={toast.id}
        >
          <span className="toast__icon" aria-hidden="true">{toastIcons[toast.type]}</span>
          <span className="toast__message">
            <span className="visually-hidden">{t(`toast.types.${toast.type}`)}: </span>
            {toast.message}
          </span>
          <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => toastStore.close(toast.id)}>×</button>
        </div>
      ),
    );

  return (
    <div className="toasts">
      <div role="status" aria-live="polite" className="toasts__region">{render('status')}</div>
      <div role="alert" aria-live="assertive" className="toasts__region">{render('alert')}</div>
    </div>
  );
}
