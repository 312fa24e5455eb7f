// Third-party scripts (spec 4, 7): the tag manager, the page-translation widget and the
// support-chat widget, each only when configured (SiteInfo.thirdParty). Loaded once, async,
// after the window load event or after a later navigation, whichever comes first, so they
// never block rendering. No inline script: the CSP allows exactly the configured hosts.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { SiteInfo } from '../../services.ts';
import { pushDataLayer } from './data-layer.ts';

let started = false;

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const s = document.createElement('script');
  s.src = src;
  s.async = true;
  s.id = id;
  document.head.appendChild(s);
}

export function loadThirdParty(config: NonNullable<SiteInfo['thirdParty']>): void {
  if (started) return;
  started = true;
  if (config.gtmUrl) {
    pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(config.gtmUrl, 'third-party-gtm');
  }
  if (config.translateWidgetUrl) addScript(config.translateWidgetUrl, 'third-party-translate');
  if (config.chatWidgetUrl) addScript(config.chatWidgetUrl, 'third-party-chat');
}

export function ThirdPartyScripts({ config }: { config: SiteInfo['thirdParty'] | undefined }) {
  const location = useLocation();
  const firstKey = useRef(location.key);
  const any = !!(config && (config.gtmUrl || config.translateWidgetUrl || config.chatWidgetUrl));

  useEffect(() => {
    if (!any || started) return;
    const go = () => loadThirdParty(config!);
    if (document.readyState === 'complete') {
      go();
      return;
    }
    window.addEventListener('load', go, { once: true });
    return () => window.removeEventListener('load', go);
  }, [any, config]);

  // A later navigation also starts them (if the load event has not come yet).
  useEffect(() => {
    if (any && location.key !== firstKey.current) loadThirdParty(config!);
  }, [any, config, location.key]);

  return null;
}
