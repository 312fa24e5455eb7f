// A Link that stays in the current locale: paths are written relative to /{locale}.
import { Link, type LinkProps } from 'react-router';
import { useLocale } from './use-locale.ts';

export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const locale = useLocale();
  return <Link to={`/${locale}${to === '/' ? '' : to}`} {...rest} />;
}
