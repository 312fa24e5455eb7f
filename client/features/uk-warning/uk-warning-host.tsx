// The UK regulatory warning (spec 2.3, 4): hidden by default; after hydration, unless session
// storage already holds the visitor's choice, the country comes from a supplied value or from
// GET /api/location (failure: no dialog). UK, GB, uk or 'United Kingdom' shows the dialog,
// whose code loads only then.
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { isUkCountry } from '../../../shared/signup/uk-country.ts';
import { fetchCountryCode } from '../signup/location.ts';
import { UK_WARNING_STORAGE_KEY } from './uk-warning-events.ts';
import type { UkWarningDialogProps } from './uk-warning-dialog.tsx';

export function hasUkWarningChoice(): boolean {
  try {
    return window.sessionStorage.getItem(UK_WARNING_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function UkWarningHost({ locale, country }: { locale: string; country?: string }) {
  const [Dialog, setDialog] = useState<ComponentType<UkWarningDialogProps> | null>(null);
  const { pathname } = useLocation();
  const onWarningPage = pathname === `/${locale}/warning`;

  useEffect(() => {
    if (hasUkWarningChoice() || onWarningPage) return;
    let live = true;
    // A task of its own: not part of the task that commits the hydrated page.
    const timer = setTimeout(() => {
      void (country !== undefined ? Promise.resolve(country) : fetchCountryCode()).then(async (value) => {
        if (!live || !isUkCountry(value)) return;
        const mod = await import('./uk-warning-dialog.tsx');
        if (live && !hasUkWarningChoice()) setDialog(() => mod.UkWarningDialog);
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Decided once per page load (and again if the visitor leaves the warning page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onWarningPage]);

  if (!Dialog || onWarningPage) return null;
  return <Dialog locale={locale} onDone={() => setDialog(null)} />;
}
