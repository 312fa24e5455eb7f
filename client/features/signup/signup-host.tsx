// Listens for openSignup() requests (after hydration) and shows the sign-up dialog. The dialog's
// code (form, country lists, flags, phone metadata) is a separate chunk loaded on the first
// request, so it is not in any page's initial JavaScript.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { LocaleData, RootData } from '../../data/loaders.ts';
import { toast } from '../toast/toast.ts';
import { openSignupEvent, type OpenSignupDetail } from './open-signup.ts';
import type { SignupDialogProps } from './signup-dialog.tsx';

type DialogModule = { SignupDialog: ComponentType<SignupDialogProps> };
let loading: Promise<DialogModule> | null = null;
const loadDialog = () => (loading ??= import('./signup-dialog.tsx').catch((error: unknown) => {
  loading = null;
  throw error;
}));

export function SignupHost() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const localeData = useRouteLoaderData('locale') as LocaleData | undefined;
  const [open, setOpen] = useState<{ detail: OpenSignupDetail; Dialog: DialogModule['SignupDialog']; opener: HTMLElement | null } | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = ((event as CustomEvent<OpenSignupDetail>).detail ?? { source: 'unknown' }) as OpenSignupDetail;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      loadDialog().then(
        (mod) => setOpen({ detail, Dialog: mod.SignupDialog, opener }),
        () => toast.error(tRef.current('component.register.loadFailed')),
      );
    };
    window.addEventListener(openSignupEvent, onOpen);
    return () => window.removeEventListener(openSignupEvent, onOpen);
  }, []);

  if (!open || !root || !localeData) return null;
  const { Dialog, detail, opener } = open;
  return (
    <Dialog
      bookId={detail.bookId}
      source={detail.source}
      locale={localeData.locale}
      site={root.site}
      opener={opener}
      onClose={() => setOpen(null)}
    />
  );
}
