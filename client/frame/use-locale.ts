import { useRouteLoaderData } from 'react-router';
import type { LocaleCode } from '../../shared/locales.ts';
import type { LocaleData, RootData } from '../data/loaders.ts';

export function useLocale(): LocaleCode {
  return (useRouteLoaderData('locale') as LocaleData | undefined)?.locale ?? 'en';
}

export function useSite(): RootData['site'] {
  return (useRouteLoaderData('root') as RootData).site;
}
