// A field's error message: the element its input's aria-describedby names, with the message key
// in data-error-key (tests and analytics read the key, visitors the translation).
import { useTranslation } from '../../i18n-context.tsx';

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="signup-field__error" data-error-key={error}>
      {t(error)}
    </p>
  );
}
