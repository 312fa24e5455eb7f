// The Velora Markets wordmark, inline so it costs no request and never shifts. The wordmark is
// Latin whatever the page's direction: `direction="ltr"` keeps an RTL page from drawing it
// leftwards from x=34 over the mark (issue 34: Arabic showed only "kets"), and `textLength`
// fits it to the same box whichever face the page's font stack picks for Latin.
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 168 32" width="168" height="32" role="img" aria-hidden="true" focusable="false" direction="ltr">
      <path d="M4 6h6l6 14 6-14h6L19 27h-6z" fill="var(--color-brand)" />
      <text x="34" y="22" fontSize="17" fontWeight="700" fill="currentColor" fontFamily="inherit" direction="ltr" textLength="132" lengthAdjust="spacingAndGlyphs">Velora Markets</text>
    </svg>
  );
}
