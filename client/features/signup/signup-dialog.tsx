// The sign-up dialog (spec 2.3, 4, 5, 8, 9), loaded on the first openSignup(). Left: a 4-image
// carousel (the site's one, ui/carousel.tsx: 3000 ms, wrapping, dots, paused on hover/focus). Right: the form, validated with the shared schema on each input and all together on
// submit; then the invisible captcha ('register'), then POST /api/register. Success opens the
// portal's redirect_address (with the campaign_code cookie appended) in a new window and pushes
// 'signUpSuccess'; failure shows a toast and keeps everything typed (the draft also survives
// closing and reopening the dialog).
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { ModalDialog } from '../../ui/dialog.tsx';
import { toast } from '../toast/toast.ts';
import { pushDataLayer } from '../third-party/data-layer.ts';
import type { SiteInfo } from '../../services.ts';
import type { CountryEntry, CountryListLanguage } from '../../../shared/countries/index.ts';
import { phoneNumberProblem, registrationDefaults, registrationErrors, type RegistrationField } from '../../../shared/schemas/registration.ts';
import { appendCampaignCode, countryFromLocation, countryListLanguage, defaultCountry, referralCode, registrationLanguage } from '../../../shared/signup/rules.ts';
import { readCookie } from '../../../shared/signup/attribution.ts';
import { CountryCombobox } from '../../ui/country-combobox.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { captchaToken, loadCaptcha } from './captcha.ts';
import { fetchCountryCode } from './location.ts';
import slide1 from './slides/slide-1.svg';
import slide2 from './slides/slide-2.svg';
import slide3 from './slides/slide-3.svg';
import slide4 from './slides/slide-4.svg';
import './signup.css';

export { loadCountryList } from '../../ui/country-list.ts';
const listLang: Record<CountryListLanguage, string> = { en: 'en', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans' };
const slides = [slide1, slide2, slide3, slide4];
export const CAROUSEL_INTERVAL_MS = 3000;
const P = 'component.register.';

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

interface Draft {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  mobile: string;
  /** classname of the chosen country and of the chosen dial code. */
  country: string;
  phone: string;
  /** The visitor picked a country / a dial code themselves (the location must not override it). */
  touched: boolean;
  phoneTouched: boolean;
}

/** Kept across close and reopen, and after any failure; cleared after a successful sign-up. */
let savedDraft: Draft | null = null;

type RegisterAnswer = { data?: { redirect_address?: unknown; message?: unknown } };
type Field = 'first_name' | 'last_name' | 'email' | 'mobile';
const checkedFields: Field[] = ['first_name', 'last_name', 'email', 'mobile'];

function payloadOf(d: Draft, list: readonly CountryEntry[]) {
  const country = list.find((e) => e.classname === d.country);
  const phone = list.find((e) => e.classname === d.phone);
  return {
    first_name: d.first_name,
    middle_name: d.middle_name,
    last_name: d.last_name,
    email: d.email,
    mobile: d.mobile,
    country: country?.value ?? '',
    countryValue: country?.country ?? '',
    classname: country?.classname ?? '',
    country_code: phone?.phoneCo ?? '',
  };
}

export function SignupDialog({ bookId, locale, site, list, onClose }: SignupDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const language = countryListLanguage(locale);
  const initial = useMemo<Draft>(() => {
    if (savedDraft) return savedDraft;
    const d = defaultCountry(list)?.classname ?? '';
    return { first_name: '', middle_name: '', last_name: '', email: '', mobile: '', country: d, phone: d, touched: false, phoneTouched: false };
  }, [list]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const busy = useRef(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    savedDraft = draft;
  }, [draft]);

  // Location default (section 4): overrides the BO default when it names a list entry; ignored on failure.
  useEffect(() => {
    let live = true;
    void fetchCountryCode().then((code) => {
      const entry = countryFromLocation(list, code);
      if (!live || !entry) return;
      setDraft((d) => (d.touched ? d : { ...d, country: entry.classname, phone: entry.classname }));
    });
    return () => {
      live = false;
    };
  }, [list]);

  // The captcha script loads with the dialog; the spec's message when it cannot.
  useEffect(() => {
    if (!site.captcha?.scriptUrl) return;
    loadCaptcha(site.captcha.scriptUrl).then(
      () => setCaptchaFailed(false),
      () => {
        setCaptchaFailed(true);
        toast.error(t(`${P}captchaLoadFailed`), 0);
      },
    );
  }, [site.captcha?.scriptUrl, t]);

  const validate = (d: Draft): Partial<Record<Field, string>> => {
    const all = registrationErrors(payloadOf(d, list)) as Partial<Record<RegistrationField, string>>;
    const out: Partial<Record<Field, string>> = {};
    for (const f of checkedFields) if (all[f]) out[f] = all[f];
    // The schema's per-country phone check runs only once every field parses; on input it is
    // checked on its own so the visitor sees it straight away.
    if (!out.mobile) {
      const p = payloadOf(d, list);
      const problem = phoneNumberProblem(p.mobile, p.country_code);
      if (problem) out.mobile = problem;
    }
    return out;
  };

  const onInput = (field: Field | 'middle_name') => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...draft, [field]: e.target.value };
    setDraft(next);
    if (field === 'middle_name') return;
    const found = validate(next);
    setErrors((prev) => ({ ...prev, [field]: found[field] }));
  };

  const submit = async () => {
    if (busy.current) return; // idle -> submitting: further clicks are ignored
    const found = validate(draft);
    setErrors(found);
    const firstBad = checkedFields.find((f) => found[f]);
    if (firstBad) {
      fieldRefs.current[firstBad]?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const captcha = site.captcha;
      const token = captcha?.scriptUrl ? await captchaToken(captcha.scriptUrl, captcha.siteKey, captcha.action) : '';
      if (!token) {
        toast.error(t(`${P}validation.verifyIdentity`));
        return;
      }
      const payload = {
        ...payloadOf(draft, list),
        send_email: registrationDefaults.send_email,
        register_account_type: registrationDefaults.register_account_type,
        language: registrationLanguage(locale),
        redirect: registrationDefaults.redirect,
        token,
        referral_code: referralCode(readCookie(document.cookie, 'referral_code'), bookId),
      };
      let res: Response;
      let body: RegisterAnswer | null;
      try {
        res = await fetch('/api/register', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
        body = (await res.json().catch(() => null)) as RegisterAnswer | null;
      } catch {
        toast.error(t(`${P}registrationFailed`));
        return;
      }
      const address = body?.data?.redirect_address;
      if (res.status === 200 && typeof address === 'string' && /^https?:\/\//.test(address)) {
        const url = appendCampaignCode(address, readCookie(document.cookie, 'campaign_code'));
        pushDataLayer({ event: 'signUpSuccess' });
        savedDraft = null;
        const w = window.open(url, '_blank');
        if (w) w.opener = null;
        else window.location.assign(url); // a blocked pop-up must not lose the sign-up
        toast.success(t(`${P}success`));
        onClose();
        return;
      }
      const message = body?.data?.message;
      // The server's message, shown as text; a translation key (validation, captcha) is translated.
      const text = typeof message === 'string' && message !== '' ? (message.startsWith(P) ? t(message) : message) : t(`${P}registrationFailed`);
      toast.error(text);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const errorId = (f: Field) => `${id}-${f}-error`;
  const textField = (f: Field | 'middle_name', type: string, autoComplete: string, required: boolean) => {
    const error = f === 'middle_name' ? undefined : errors[f];
    return (
      <div className={`signup-field signup-field--${f}`}>
        <label className="signup-field__label" htmlFor={`${id}-${f}`}>
          {t(`${P}${f === 'first_name' ? 'firstName' : f === 'middle_name' ? 'middleName' : f === 'last_name' ? 'lastName' : f === 'email' ? 'email' : 'phone'}`)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          ref={(el) => {
            if (f !== 'middle_name') fieldRefs.current[f] = el;
            if (f === 'first_name') firstRef.current = el;
          }}
          id={`${id}-${f}`}
          name={f}
          type={type}
          inputMode={f === 'mobile' ? 'tel' : undefined}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(f as Field) : undefined}
          value={draft[f]}
          onChange={onInput(f)}
          className="signup-field__input"
        />
        {error ? (
          <p id={errorId(f as Field)} className="signup-field__error" data-error-key={error}>
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <ModalDialog onClose={onClose} labelledBy={`${id}-title`} className="signup-dialog" initialFocus={firstRef}>
      <div className="signup" data-testid="signup-dialog">
        <Carousel
          className="signup__carousel"
          label={t(`${P}carouselLabel`)}
          labels={{
            previous: t('common.carousel.previous'),
            next: t('common.carousel.next'),
            slide: (n, count) => t(`${P}slide`, { n, count }),
            pause: t('common.carousel.pause'),
            play: t('common.carousel.play'),
          }}
          gap={0}
          loop
          dots
          autoplayMs={CAROUSEL_INTERVAL_MS}
          slides={slides.map((src, i) => (
            <figure className="signup__slide">
              <img src={src} alt="" width="400" height="560" />
              <figcaption>{t(`${P}slides.${i + 1}`)}</figcaption>
            </figure>
          ))}
        />
        <div className="signup__form-side">
          <button type="button" className="signup__close" aria-label={t(`${P}close`)} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <h2 id={`${id}-title`} className="signup__title">{t(`${P}title`)}</h2>
          <p className="signup__subtitle">{t(`${P}subtitle`)}</p>
          <form
            className="signup__form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="signup__row">
              {textField('first_name', 'text', 'given-name', true)}
              {textField('middle_name', 'text', 'additional-name', false)}
            </div>
            {textField('last_name', 'text', 'family-name', true)}
            {textField('email', 'email', 'email', true)}
            <CountryCombobox
              kind="country"
              label={t(`${P}country`)}
              list={list}
              value={draft.country}
              lang={listLang[language]}
              noResults={t(`${P}noResults`)}
              searchHint={t(`${P}searchCountry`)}
              onChange={(entry) => {
                // The dial code follows the country until the visitor picks a dial code.
                const next = { ...draft, country: entry.classname, phone: draft.phoneTouched ? draft.phone : entry.classname, touched: true };
                setDraft(next);
                if (next.mobile) setErrors((prev) => ({ ...prev, mobile: validate(next).mobile }));
              }}
            />
            <div className="signup__row signup__row--phone">
              <CountryCombobox
                kind="phone"
                label={t(`${P}phoneCode`)}
                list={list}
                value={draft.phone}
                lang={listLang[language]}
                noResults={t(`${P}noResults`)}
                searchHint={t(`${P}searchPhoneCode`)}
                onChange={(entry) => {
                  const next = { ...draft, phone: entry.classname, touched: true, phoneTouched: true };
                  setDraft(next);
                  if (next.mobile) setErrors((prev) => ({ ...prev, mobile: validate(next).mobile }));
                }}
              />
              {/* type=text: HTML allows the tel-national autofill name (the number without the dial
                  prefix, which has its own field) on text controls only; inputMode keeps the keypad. */}
              {textField('mobile', 'text', 'tel-national', true)}
            </div>
            {captchaFailed ? <p className="signup__captcha-error" role="alert">{t(`${P}captchaLoadFailed`)}</p> : null}
            <button type="submit" className="button button--primary signup__submit" aria-disabled={submitting || undefined} data-submitting={submitting || undefined}>
              {submitting ? (
                <>
                  <span className="signup__spinner" aria-hidden="true" />
                  {t(`${P}processing`)}
                </>
              ) : (
                t(`${P}submit`)
              )}
            </button>
            <p className="signup__tip">{t(`${P}featureTip`)}</p>
          </form>
        </div>
      </div>
    </ModalDialog>
  );
}
