// Section 4: the visitor's country (GET /api/location) becomes the default country and dial code
// when it names a list entry and the visitor has not chosen yet; failures are ignored.
import { useEffect } from 'react';
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { countryFromLocation } from '../../../shared/signup/rules.ts';
import { withLocation, type SignupDraft } from '../../../shared/signup/form.ts';
import { fetchCountryCode } from './location.ts';

export function useLocationDefault(list: readonly CountryEntry[], setDraft: (update: (d: SignupDraft) => SignupDraft) => void): void {
  useEffect(() => {
    let live = true;
    void fetchCountryCode().then((code) => {
      const entry = countryFromLocation(list, code);
      if (live && entry) setDraft((d) => withLocation(d, entry.classname));
    });
    return () => {
      live = false;
    };
  }, [list, setDraft]);
}
