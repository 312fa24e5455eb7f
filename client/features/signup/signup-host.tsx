// Listens for openSignup() requests (after hydration) and shows the sign-up dialog. The dialog's
// code (form, country lists, flags, phone metadata) is a separate chunk loaded on the first
// request, so it is not in any page's initial JavaScript.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useRouteLoaderData } from 'react-router';
import type { LocaleData, RootData } from '../../data/loaders.ts';
import { toast } from '../toast/toast.ts';
import { openSignupEvent, type OpenSignupDetail } from './open-signup.ts';
import type { SignupDialogProps } from './signup-dialog.tsx';
import type { CountryEntry } from '../../../shared/countries/index.ts';

type DialogModule = { SignupDialog: ComponentType<SignupDialogProps>; loadCountryList: (locale: string) => Promise<CountryEntry[]> };
let loading: Promise<DialogModule> | null = null;
const loadDialog = () => (loading ??= import('./signup-dialog.tsx').catch((error: unknown) => {
  loading = null;
  throw error;
}));

export function SignupHost() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const localeData = useRouteLoaderData('locale') as LocaleData | undefined;
  const [open, setOpen] = useState<{ detail: OpenSignupDetail; Dialog: DialogModule['SignupDialog']; list: CountryEntry[]; opener: HTMLElement | null } | null>(null);
  const tRef = useRef(t);
  tRef.current = t;
  const locale = localeData?.locale ?? 'en';
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = ((event as CustomEvent<OpenSignupDetail>).detail ?? { source: 'unknown' }) as OpenSignupDetail;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      loadDialog()
        .then(async (mod) => ({ mod, list: await mod.loadCountryList(localeRef.current) }))
        .then(
        ({ mod, list }) => setOpen({ detail, Dialog: mod.SignupDialog, list, opener }),
        () => toast.error(tRef.current('component.register.loadFailed')),
      );
    };
    window.addEventListener(openSignupEvent, onOpen);
    return () => window.removeEventListener(openSignupEvent, onOpen);
  }, []);

  if (!open || !root || !localeData) return null;
  const { Dialog, detail, opener, list } = open;
  return (
    <Dialog
      bookId={detail.bookId}
      source={detail.source}
      locale={localeData.locale}
      site={root.site}
      opener={opener}
      list={list}
      onClose={() => setOpen(null)}
    />
  );
}
