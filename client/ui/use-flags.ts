// The flag of a country entry, once the flag map (client/ui/flags.ts: ~250 asset URLs, ~3 KB
// brotli) has loaded. The pickers have no entries before the country list arrives after mount
// (their server render draws no flag), so the map loads with the list (client/ui/country-list.ts),
// not with the page's start-up JavaScript.
import { useEffect, useState } from 'react';

type FlagUrl = (classname: string) => string | undefined;

let loaded: FlagUrl | undefined;
let loading: Promise<FlagUrl> | undefined;
const noFlag: FlagUrl = () => undefined;

/** Starts loading the flag map (once); a failed load is tried again on the next call. */
export function loadFlags(): Promise<FlagUrl> {
  loading ??= import('./flags.ts').then(
    (m) => (loaded = m.flagUrl),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** flagUrl once the map is there (no flag before), loading it when `wanted` (the picker has entries). */
export function useFlags(wanted: boolean): FlagUrl {
  const [flagUrl, setFlagUrl] = useState<FlagUrl | undefined>(undefined);
  const ready = flagUrl ?? (wanted ? loaded : undefined);
  useEffect(() => {
    if (!wanted || flagUrl) return;
    let live = true;
    loadFlags().then(
      (f) => live && setFlagUrl(() => f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, flagUrl]);
  return ready ?? noFlag;
}
