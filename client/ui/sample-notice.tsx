// The notice that the register's numbers, addresses and contacts are placeholders: shown wherever
// licence data is, as long as the register is marked sample (shared/company/entities.ts). A real
// register drops the flag and the notice goes with it.
import type { TFunction } from '../i18n.ts';
import { registerIsSample } from '../../shared/company/entities.ts';

export function SampleNotice({ t, className = 'sample-notice' }: { t: TFunction; className?: string }) {
  if (!registerIsSample) return null;
  return <p className={className} role="note" data-testid="sample-notice">{t('entities.sampleNotice')}</p>;
}
