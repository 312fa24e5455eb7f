// A link that stays in the current locale: paths are written relative to /{locale}.
import { SiteLink, type SiteLinkProps } from './site-link.tsx';
import { useLocale } from './use-locale.ts';

export function LocaleLink({ to, ...rest }: SiteLinkProps) {
  const locale = useLocale();
  return <SiteLink to={`/${locale}${to === '/' ? '' : to}`} {...rest} />;
}
