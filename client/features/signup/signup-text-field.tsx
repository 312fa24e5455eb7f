// One labelled text input of the sign-up form with its error message (the control's aria props
// come from useFormSubmit's fieldProps; the optional middle name has none).
import type { ChangeEvent, Ref } from 'react';
import { FieldError } from '../form/field-error.tsx';

export interface SignupTextFieldProps {
  control: { id: string; name: string; ref?: Ref<HTMLInputElement>; 'aria-invalid'?: true | undefined; 'aria-describedby'?: string | undefined; onBlur?: () => void };
  label: string;
  required: boolean;
  type: 'text' | 'email';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: { id: string; key: string | undefined };
}

export function SignupTextField({ control, label, required, type, autoComplete, value, onChange, error }: SignupTextFieldProps) {
  return (
    <div className={`signup-field signup-field--${control.name}`}>
      <label className="signup-field__label" htmlFor={control.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...control}
        type={type}
        inputMode={control.name === 'mobile' ? 'tel' : undefined}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        className="signup-field__input"
      />
      {error ? <FieldError id={error.id} error={error.key} /> : null}
    </div>
  );
}
