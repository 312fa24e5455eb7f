import { useRouteLoaderData } from 'react-router';
import type { LocaleCode } from '../../shared/locales.ts';
import type { LocaleData, OnboardingEntity, RootData } from '../data/loaders.ts';

export function useLocale(): LocaleCode {
  return (useRouteLoaderData('locale') as LocaleData | undefined)?.locale ?? 'en';
}

export function useSite(): RootData['site'] {
  return (useRouteLoaderData('root') as RootData).site;
}

/** The entity that onboards this locale's visitors (the locale loader reads the register). */
export function useOnboardingEntity(): OnboardingEntity {
  return (useRouteLoaderData('locale') as LocaleData).onboarding;
}
