// Per-visitor features mounted once inside the frame, all after hydration (the HTML stays the
// same for every visitor): the sign-up dialog host, the UK warning, attribution capture,
// third-party scripts. Each loads its own code only when needed.
import { useRouteLoaderData } from 'react-router';
import type { LocaleData, RootData } from '../data/loaders.ts';
import { SignupHost } from './signup/signup-host.tsx';
import { UkWarningHost } from './uk-warning/uk-warning-host.tsx';
import { AttributionCapture } from './attribution/attribution-capture.tsx';
import { ThirdPartyScripts } from './third-party/third-party-scripts.tsx';
import { LocaleCookie } from './locale-cookie/locale-cookie.tsx';
import { usePageData } from '../root.tsx';

export function SiteFeatures() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const data = useRouteLoaderData('locale') as LocaleData | undefined;
  const page = usePageData();
  return (
    <>
      <SignupHost />
      {data ? <UkWarningHost locale={data.locale} /> : null}
      {data ? <LocaleCookie locale={data.locale} isPage={page !== undefined} /> : null}
      <AttributionCapture />
      <ThirdPartyScripts config={root?.site.thirdParty} />
    </>
  );
}
