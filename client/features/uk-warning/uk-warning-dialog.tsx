// The UK warning dialog: a modal the visitor must answer (Escape and the backdrop do nothing;
// the page behind is inert). Two mutually exclusive checkboxes; Confirm is enabled only when
// exactly one is ticked. 'I confirm' stores the choice in session storage, hides the dialog and
// raises the confirm event; 'not interested' goes to /{locale}/warning and stores nothing.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { ModalDialog } from '../../ui/dialog.tsx';
import type { RootData } from '../../data/loaders.ts';
import { UK_WARNING_STORAGE_KEY, ukWarningConfirmEvent } from './uk-warning-events.ts';
import './uk-warning.css';
import { MarkNames } from '../../ui/marked-names.tsx';

export interface UkWarningDialogProps {
  locale: string;
  onDone: () => void;
}

type Choice = 'confirm' | 'decline' | null;

export function UkWarningDialog({ locale, onDone }: UkWarningDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const provider = root?.site.brandName ?? 'Velora Markets';
  const [choice, setChoice] = useState<Choice>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toggle = (c: Exclude<Choice, null>) => (e: React.ChangeEvent<HTMLInputElement>) => setChoice(e.target.checked ? c : null);

  const confirm = () => {
    if (choice === 'confirm') {
      try {
        window.sessionStorage.setItem(UK_WARNING_STORAGE_KEY, 'confirm');
      } catch {
        // storage unavailable: the dialog shows again on the next page load
      }
      window.dispatchEvent(new CustomEvent(ukWarningConfirmEvent, { detail: { value: 'confirm' } }));
      onDone();
    } else if (choice === 'decline') {
      onDone();
      void navigate(`/${locale}/warning`);
    }
  };

  return (
    <ModalDialog onClose={() => {}} labelledBy={`${id}-title`} className="uk-warning" initialFocus={headingRef}>
      <div className="uk-warning__body" data-testid="uk-warning">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="uk-warning__title">{t('ukWarning.title')}</h2>
        <p><MarkNames text={t('ukWarning.intro', { provider })} /></p>
        <ul className="uk-warning__list">
          <li>{t('ukWarning.noOmbudsman')}</li>
          <li>{t('ukWarning.noCompensation')}</li>
          <li>{t('ukWarning.noClientAssets')}</li>
          <li>{t('ukWarning.noNegativeBalance')}</li>
        </ul>
        <fieldset className="uk-warning__choices">
          <legend>{t('ukWarning.confirmLine')}</legend>
          <label className="uk-warning__choice">
            <input type="checkbox" name="uk-confirm" checked={choice === 'confirm'} onChange={toggle('confirm')} />
            <span>{t('ukWarning.iConfirm')}</span>
          </label>
          <label className="uk-warning__choice">
            <input type="checkbox" name="uk-decline" checked={choice === 'decline'} onChange={toggle('decline')} />
            <span>{t('ukWarning.notInterested', { provider })}</span>
          </label>
        </fieldset>
        <button type="button" className="button button--primary uk-warning__confirm" disabled={choice === null} onClick={confirm}>
          {t('ukWarning.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
