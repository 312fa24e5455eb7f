// The sign-up dialog (spec 2.3), loaded on the first openSignup(): a modal with the carousel on
// the left and the form on the right. Focus starts in the first name; closing returns it.
import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { ModalDialog } from '../../ui/dialog.tsx';
import type { SiteInfo } from '../../services.ts';
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { SignupCarousel } from './signup-carousel.tsx';
import { SignupForm } from './signup-form.tsx';
import './signup.css';

export { loadCountryList } from '../../ui/country-list.ts';
export { CAROUSEL_INTERVAL_MS } from './signup-carousel.tsx';

export interface SignupDialogProps {
  bookId?: number | undefined;
  source: string;
  locale: string;
  site: SiteInfo;
  opener: HTMLElement | null;
  /** The country list of the locale's language (loadCountryList). */
  list: readonly CountryEntry[];
  onClose: () => void;
}

export function SignupDialog({ bookId, locale, site, list, onClose }: SignupDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog onClose={onClose} labelledBy={`${id}-title`} className="signup-dialog" initialFocus={firstField}>
      <div className="signup" data-testid="signup-dialog">
        <SignupCarousel />
        <div className="signup__form-side">
          <button type="button" className="signup__close" aria-label={t('component.register.close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <h2 id={`${id}-title`} className="signup__title">{t('component.register.title')}</h2>
          <p className="signup__subtitle">{t('component.register.subtitle')}</p>
          <SignupForm bookId={bookId} locale={locale} site={site} list={list} firstField={firstField} onDone={onClose} />
        </div>
      </div>
    </ModalDialog>
  );
}
