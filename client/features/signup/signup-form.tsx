// The sign-up form (spec 2.3, 4, 5, 8, 9) on useFormSubmit: fields checked on each input and all
// together on submit, the invisible captcha ('register'), then POST /api/register. Success opens
// the portal and closes the dialog; failure shows a toast and keeps everything typed (the draft
// also survives closing and reopening the dialog).
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import type { SiteInfo } from '../../services.ts';
import { CountryCombobox } from '../../ui/country-combobox.tsx';
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { countryListLanguage } from '../../../shared/signup/rules.ts';
import { emptySignupDraft, signupCheckedFields, signupErrors, withCountry, withPhoneCode, type SignupDraft, type SignupField } from '../../../shared/signup/form.ts';
import { registrationMessageKeys } from '../../../shared/schemas/registration.ts';
import { useFormSubmit } from '../form/use-form-submit.ts';
import { signupDraftStore } from './signup-draft.ts';
import { openPortal, sendSignup } from './signup-send.ts';
import { SignupTextField } from './signup-text-field.tsx';
import { useLocationDefault } from './use-location-default.ts';

const P = 'component.register.';
const labelKey: Record<SignupField | 'middle_name', string> = { first_name: 'firstName', middle_name: 'middleName', last_name: 'lastName', email: 'email', mobile: 'phone' };

export interface SignupFormProps {
  bookId: number | undefined;
  locale: string;
  site: SiteInfo;
  list: readonly CountryEntry[];
  /** The first field (the dialog's initial focus). */
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}

export function SignupForm({ bookId, locale, site, list, firstField, onDone }: SignupFormProps) {
  const { t } = useTranslation();
  const form = useFormSubmit<SignupDraft, SignupField, string>({
    initial: () => emptySignupDraft(list),
    store: signupDraftStore,
    fields: signupCheckedFields,
    check: (d) => signupErrors(d, list),
    checkOn: 'input',
    captcha: site.captcha?.scriptUrl ? { scriptUrl: site.captcha.scriptUrl, siteKey: site.captcha.siteKey, action: site.captcha.action } : undefined,
    captchaOnMount: true,
    send: (d, token) => sendSignup(d, token, { list, locale, bookId, t }),
    onSuccess: (redirectAddress) => {
      openPortal(redirectAddress);
      onDone();
    },
    texts: { noToken: t(registrationMessageKeys.verifyIdentity), sendFailed: t(`${P}registrationFailed`), captchaLoadFailed: t(`${P}captchaLoadFailed`) },
  });
  const { values: draft, errors, setValues } = form;
  useLocationDefault(list, setValues);
  const language = countryListLanguage(locale);

  const text = (f: SignupField | 'middle_name', type: 'text' | 'email', autoComplete: string) => {
    const checked = f !== 'middle_name';
    const props = checked ? form.fieldProps(f) : { id: `${form.id}-${f}`, name: f };
    return (
      <SignupTextField
        control={{
          ...props,
          ref: (el: HTMLInputElement | null) => {
            if ('ref' in props) props.ref(el);
            if (f === 'first_name') firstField.current = el;
          },
        }}
        label={t(`${P}${labelKey[f]}`)}
        required={checked}
        type={type}
        autoComplete={autoComplete}
        value={draft[f]}
        onChange={(v) => form.change(f, v)}
        {...(checked ? { error: { id: form.errorId(f), key: errors[f] } } : {})}
      />
    );
  };
  // A new country or dial code changes what a typed number must look like.
  const recheckMobile = (d: SignupDraft): SignupField[] => (d.mobile ? ['mobile'] : []);

  return (
    <form
      className="signup__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className="signup__row">
        {text('first_name', 'text', 'given-name')}
        {text('middle_name', 'text', 'additional-name')}
      </div>
      {text('last_name', 'text', 'family-name')}
      {text('email', 'email', 'email')}
      <CountryCombobox
        kind="country"
        label={t(`${P}country`)}
        list={list}
        value={draft.country}
        lang={language}
        noResults={t(`${P}noResults`)}
        searchHint={t(`${P}searchCountry`)}
        onChange={(entry) => form.update((d) => withCountry(d, entry.classname), recheckMobile(draft))}
      />
      <div className="signup__row signup__row--phone">
        <CountryCombobox
          kind="phone"
          label={t(`${P}phoneCode`)}
          list={list}
          value={draft.phone}
          lang={language}
          noResults={t(`${P}noResults`)}
          searchHint={t(`${P}searchPhoneCode`)}
          onChange={(entry) => form.update((d) => withPhoneCode(d, entry.classname), recheckMobile(draft))}
        />
        {/* type=text: HTML allows the tel-national autofill name (the number without the dial
            prefix, which has its own field) on text controls only; inputMode keeps the keypad. */}
        {text('mobile', 'text', 'tel-national')}
      </div>
      {form.captchaFailed ? <p className="signup__captcha-error" role="alert">{t(`${P}captchaLoadFailed`)}</p> : null}
      <button type="submit" className="button button--primary signup__submit" aria-disabled={form.submitting || undefined} data-submitting={form.submitting || undefined}>
        {form.submitting ? (
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
  );
}
