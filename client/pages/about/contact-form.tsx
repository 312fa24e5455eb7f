// The contact form on useFormSubmit. Server render: the empty form (same HTML for every visitor).
// After mount: the saved draft, the country list and the visitor's country for the dial code.
// Fields are checked when left and then as typed; errors show per field (aria-invalid +
// aria-describedby) and the first bad field gets focus. The checks load on the first focus.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useSite } from '../../frame/use-locale.ts';
import { CountryCombobox } from '../../ui/country-combobox.tsx';
import { loadCountryList } from '../../ui/country-list.ts';
import { FieldError } from '../../features/form/field-error.tsx';
import { loadSubmitParts, useFormSubmit } from '../../features/form/use-form-submit.ts';
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { countryFromLocation, countryListLanguage, defaultCountry } from '../../../shared/signup/rules.ts';
import { contactFieldOrder, contactFields, contactSendFailedKey, emptyContactDraft, readContactAnswer, type ContactDraft, type ContactFormField as ContactField } from '../../../shared/contact/form.ts';
import { CONTACT_CAPTCHA_ACTION, contactTopics } from '../../../shared/schemas/contact-options.ts';
import { loadContactCheck } from './contact-check.ts';
import { contactDraftStore } from './contact-draft.ts';

const C = 'about.contact.';

export function ContactForm({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const [list, setList] = useState<readonly CountryEntry[]>([]);
  const [ticket, setTicket] = useState<string | null>(null);
  const form = useFormSubmit<ContactDraft, ContactField, string>({
    initial: () => emptyContactDraft,
    store: contactDraftStore,
    fields: contactFieldOrder,
    check: (d) => loadContactCheck().then((check) => check(contactFields(d, list))),
    checkOn: 'blur',
    captcha: site.captcha?.scriptUrl ? { scriptUrl: site.captcha.scriptUrl, siteKey: site.captcha.siteKey, action: CONTACT_CAPTCHA_ACTION } : undefined,
    send: async (d, token) => {
      const { postJson } = await loadSubmitParts();
      const { status, body } = await postJson('/api/contact', { ...contactFields(d, list), token, locale });
      const answer = readContactAnswer(status, body);
      return answer.ok ? { ok: true, toast: t(`${C}sent`), result: answer.ticket } : { ok: false, toast: t(answer.key), fields: answer.fields };
    },
    onSuccess: (reference, d) => {
      setTicket(reference);
      return { ...emptyContactDraft, phoneCountry: d.phoneCountry };
    },
    // The toasts stay until closed, and the form keeps everything typed.
    texts: { noToken: t(`${C}errors.verifyIdentity`), sendFailed: t(contactSendFailedKey) },
    errorToastMs: 0,
  });
  const { values: draft, errors, setValues } = form;

  // After mount: the country list and the visitor's country as the dial default.
  useEffect(() => {
    let live = true;
    void loadCountryList(locale).then(async (entries) => {
      if (!live) return;
      setList(entries);
      const code = await import('../../features/signup/location.ts').then((m) => m.fetchCountryCode(), () => '');
      const entry = countryFromLocation(entries, code) ?? defaultCountry(entries);
      if (live && entry) setValues((d) => (d.phoneCountry ? d : { ...d, phoneCountry: entry.classname }));
    });
    return () => {
      live = false;
    };
  }, [locale, setValues]);

  const label = (f: ContactField, required: boolean) => (
    <label className="signup-field__label" htmlFor={`${form.id}-${f}`}>
      {t(`${C}fields.${f}`)}
      {required ? <span aria-hidden="true"> *</span> : <span className="about-muted"> ({t(`${C}optional`)})</span>}
    </label>
  );
  const error = (f: ContactField) => <FieldError id={form.errorId(f)} error={errors[f]} />;
  const text = (f: Exclude<ContactField, 'topic'>) => ({ ...form.fieldProps(f, f === 'message' ? `${form.id}-message-hint` : undefined), value: draft[f], onChange: (e: { target: { value: string } }) => form.change(f, e.target.value) });

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
      aria-describedby={`${form.id}-privacy`}
      onFocus={() => {
        form.preloadCaptcha();
        loadContactCheck().catch(() => undefined);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <p className="about-muted">{t(`${C}requiredNote`)}</p>
      <div className="contact-form__row">
        <div className="signup-field">
          {label('name', true)}
          <input {...text('name')} className="signup-field__input" autoComplete="name" required />
          {error('name')}
        </div>
        <div className="signup-field">
          {label('email', true)}
          <input {...text('email')} type="email" className="signup-field__input" autoComplete="email" required />
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
          onChange={(entry) => form.change('phoneCountry', entry.classname)}
        />
        <div className="signup-field">
          {label('phone', false)}
          {/* type=text: HTML allows tel-national (the number without the dial prefix, chosen beside
              it) on text controls only; inputMode keeps the phone keypad. */}
          <input {...text('phone')} type="text" inputMode="tel" className="signup-field__input" autoComplete="tel-national" />
          {error('phone')}
        </div>
      </div>
      <div className="signup-field">
        {label('topic', true)}
        <select {...form.fieldProps('topic')} className="signup-field__input" required value={draft.topic} onChange={(e) => form.change('topic', e.target.value)}>
          <option value="">{t(`${C}chooseTopic`)}</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>{t(`${C}topics.${topic}`)}</option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className="signup-field">
        {label('message', true)}
        <textarea {...text('message')} className="signup-field__input contact-form__message" rows={7} required />
        <p id={`${form.id}-message-hint`} className="about-muted">{t(`${C}messageHint`)}</p>
        {error('message')}
      </div>
      <p id={`${form.id}-privacy`} className="about-muted">{t(`${C}privacyNote`)}</p>
      <button type="submit" className="button button--primary contact-form__submit" aria-disabled={form.submitting || undefined} data-submitting={form.submitting || undefined}>
        {t(form.submitting ? `${C}sending` : `${C}submit`)}
      </button>
    </form>
  );
}
