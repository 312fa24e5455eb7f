// A link to a page of this site, navigated in the browser without a reload. It does what
// react-router's <Link> does for the absolute paths we always give it (same markup, same click
// rules, same history behaviour) without resolving a relative path per link: a page has 100+
// links in its menus and footer, and <Link>'s path resolution was a sixth of a server render.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this site, e.g. /en/trading/forex (may carry ?query and #hash). */
  to: string;
  replace?: boolean;
}

export function SiteLink({ to, replace, onClick, target, ...rest }: SiteLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // As react-router: only plain left clicks on links that open in this tab are taken over.
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to the page already shown replaces the history entry instead of adding one.
    const here = location.pathname + location.search + location.hash;
    void navigate(to, { replace: replace ?? here === to });
  };
  return <a {...rest} href={to} target={target} data-discover="true" onClick={handleClick} />;
}
