// The contact form. Server render: the empty form (same HTML for every visitor). After mount:
// the saved draft, the country list and the visitor's country for the dial code. Errors are
// shown per field (aria-invalid + aria-describedby) and the first bad field gets focus.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useSite } from '../../frame/use-locale.ts';
import { CountryCombobox } from '../../ui/country-combobox.tsx';
import { loadCountryList } from '../../ui/country-list.ts';
import { toast } from '../../features/toast/toast.ts';
import { captchaToken, loadCaptcha } from '../../features/signup/captcha.ts';
import { fetchCountryCode } from '../../features/signup/location.ts';
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { countryFromLocation, countryListLanguage, defaultCountry } from '../../../shared/signup/rules.ts';
import type { ContactField } from '../../../shared/schemas/contact.ts';
import { CONTACT_CAPTCHA_ACTION, contactTopics } from '../../../shared/schemas/contact-options.ts';
import { loadContactCheck } from './contact-check.ts';
import { clearDraft, emptyDraft, readDraft, saveDraft, type ContactDraft } from './contact-draft.ts';

const C = 'about.contact.';
const order: ContactField[] = ['name', 'email', 'phone', 'topic', 'message'];

function fieldsOf(d: ContactDraft, list: readonly CountryEntry[]) {
  return { name: d.name, email: d.email, phone_code: d.phone ? (list.find((e) => e.classname === d.phoneCountry)?.phoneCo ?? '') : '', phone: d.phone, topic: d.topic, message: d.message };
}

export function ContactForm({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [list, setList] = useState<readonly CountryEntry[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const mounted = useRef(false);
  const busy = useRef(false);
  const refs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});

  // After mount: the draft, then the country list and the visitor's country as the dial default.
  useEffect(() => {
    const saved = readDraft();
    if (saved) setDraft(saved);
    mounted.current = true;
    let live = true;
    void loadCountryList(locale).then(async (entries) => {
      if (!live) return;
      setList(entries);
      const entry = countryFromLocation(entries, await fetchCountryCode()) ?? defaultCountry(entries);
      if (live && entry) setDraft((d) => (d.phoneCountry ? d : { ...d, phoneCountry: entry.classname }));
    });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    if (mounted.current) saveDraft(draft);
  }, [draft]);

  const update = (field: keyof ContactDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (field in errors || errors[field as ContactField]) {
      void loadContactCheck().then((check) => {
        const found = check(fieldsOf(next, list));
        setErrors((prev) => ({ ...prev, [field]: found[field as ContactField] }));
      }, () => undefined);
    }
  };
  const onInput = (field: keyof ContactDraft) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(field, e.target.value);
  const onBlur = (field: ContactField) => () => {
    void loadContactCheck().then((check) => {
      const found = check(fieldsOf(draft, list));
      setErrors((prev) => ({ ...prev, [field]: draft[field as keyof ContactDraft] === '' && !prev[field] ? undefined : found[field] }));
    }, () => undefined);
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    // Without the checks (their script failed to load) the server's answer names the bad fields.
    const check = await loadContactCheck().catch(() => null);
    const found = check ? check(fieldsOf(draft, list)) : {};
    setErrors(found);
    const firstBad = order.find((f) => found[f]);
    if (firstBad) {
      busy.current = false;
      refs.current[firstBad]?.focus();
      return;
    }
    setSending(true);
    try {
      const captcha = site.captcha;
      const token = captcha?.scriptUrl ? await captchaToken(captcha.scriptUrl, captcha.siteKey, CONTACT_CAPTCHA_ACTION) : '';
      if (!token) {
        toast.error(t(`${C}errors.verifyIdentity`), 0);
        return;
      }
      let res: Response;
      let body: { fields?: Record<string, string>; message?: string; data?: { ticket?: string | null } } | null;
      try {
        res = await fetch('/api/contact', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...fieldsOf(draft, list), token, locale }),
        });
        body = await res.json().catch(() => null);
      } catch {
        toast.error(t(`${C}errors.sendFailed`), 0);
        return;
      }
      if (res.status === 200) {
        clearDraft();
        setDraft((d) => ({ ...emptyDraft, phoneCountry: d.phoneCountry }));
        setErrors({});
        setTicket(body?.data?.ticket ?? '');
        toast.success(t(`${C}sent`));
        return;
      }
      if (res.status === 400 && body?.fields) {
        const server: Partial<Record<ContactField, string>> = {};
        for (const [f, key] of Object.entries(body.fields)) if ((order as string[]).includes(f)) server[f as ContactField] = key;
        setErrors(server);
        const bad = order.find((f) => server[f]);
        if (bad) {
          refs.current[bad]?.focus();
          return;
        }
      }
      const key = typeof body?.message === 'string' && body.message.startsWith(C) ? body.message : `${C}errors.sendFailed`;
      // The toast stays until closed, and the form keeps everything typed.
      toast.error(t(key), 0);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const errorId = (f: ContactField) => `${id}-${f}-error`;
  const describe = (f: ContactField, hint?: string) => [errors[f] ? errorId(f) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const error = (f: ContactField) =>
    errors[f] ? (
      <p id={errorId(f)} className="signup-field__error" data-error-key={errors[f]}>
        {t(errors[f]!)}
      </p>
    ) : null;
  const label = (f: ContactField, required: boolean) => (
    <label className="signup-field__label" htmlFor={`${id}-${f}`}>
      {t(`${C}fields.${f}`)}
      {required ? <span aria-hidden="true"> *</span> : <span className="about-muted"> ({t(`${C}optional`)})</span>}
    </label>
  );

  if (ticket !== null) {
    return (
      <div className="contact-done" role="status" data-testid="contact-success">
        <p>{t(`${C}success`, { ticket })}</p>
        <button type="button" className="button button--ghost" onClick={() => setTicket(null)}>{t(`${C}another`)}</button>
      </div>
    );
  }

  return (
    <form
      className="contact-form"
      noValidate
      aria-describedby={`${id}-privacy`}
      onFocus={() => {
        if (site.captcha?.scriptUrl) loadCaptcha(site.captcha.scriptUrl).catch(() => undefined);
        loadContactCheck().catch(() => undefined);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="about-muted">{t(`${C}requiredNote`)}</p>
      <div className="contact-form__row">
        <div className="signup-field">
          {label('name', true)}
          <input ref={(el) => { refs.current.name = el; }} id={`${id}-name`} name="name" className="signup-field__input" autoComplete="name" required aria-invalid={errors.name ? true : undefined} aria-describedby={describe('name')} value={draft.name} onChange={onInput('name')} onBlur={onBlur('name')} />
          {error('name')}
        </div>
        <div className="signup-field">
          {label('email', true)}
          <input ref={(el) => { refs.current.email = el; }} id={`${id}-email`} name="email" type="email" className="signup-field__input" autoComplete="email" required aria-invalid={errors.email ? true : undefined} aria-describedby={describe('email')} value={draft.email} onChange={onInput('email')} onBlur={onBlur('email')} />
          {error('email')}
        </div>
      </div>
      <div className="contact-form__row contact-form__row--phone">
        <CountryCombobox
          kind="phone"
          label={t('component.register.phoneCode')}
          list={list}
          value={draft.phoneCountry}
          lang={countryListLanguage(locale)}
          noResults={t('component.register.noResults')}
          searchHint={t('component.register.searchPhoneCode')}
          onChange={(entry) => update('phoneCountry', entry.classname)}
        />
        <div className="signup-field">
          {label('phone', false)}
          {/* type=text: HTML allows tel-national (the number without the dial prefix, chosen beside
              it) on text controls only; inputMode keeps the phone keypad. */}
          <input ref={(el) => { refs.current.phone = el; }} id={`${id}-phone`} name="phone" type="text" inputMode="tel" className="signup-field__input" autoComplete="tel-national" aria-invalid={errors.phone ? true : undefined} aria-describedby={describe('phone')} value={draft.phone} onChange={onInput('phone')} onBlur={onBlur('phone')} />
          {error('phone')}
        </div>
      </div>
      <div className="signup-field">
        {label('topic', true)}
        <select ref={(el) => { refs.current.topic = el; }} id={`${id}-topic`} name="topic" className="signup-field__input" required aria-invalid={errors.topic ? true : undefined} aria-describedby={describe('topic')} value={draft.topic} onChange={onInput('topic')}>
          <option value="">{t(`${C}chooseTopic`)}</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>{t(`${C}topics.${topic}`)}</option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className="signup-field">
        {label('message', true)}
        <textarea ref={(el) => { refs.current.message = el; }} id={`${id}-message`} name="message" className="signup-field__input contact-form__message" rows={7} required aria-invalid={errors.message ? true : undefined} aria-describedby={describe('message', `${id}-message-hint`)} value={draft.message} onChange={onInput('message')} onBlur={onBlur('message')} />
        <p id={`${id}-message-hint`} className="about-muted">{t(`${C}messageHint`)}</p>
        {error('message')}
      </div>
      <p id={`${id}-privacy`} className="about-muted">{t(`${C}privacyNote`)}</p>
      <button type="submit" className="button button--primary contact-form__submit" aria-disabled={sending || undefined} data-submitting={sending || undefined}>
        {t(sending ? `${C}sending` : `${C}submit`)}
      </button>
    </form>
  );
}
