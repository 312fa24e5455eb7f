// The Velora Markets wordmark, inline so it costs no request and never shifts.
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 168 32" width="168" height="32" role="img" aria-hidden="true" focusable="false">
      <path d="M4 6h6l6 14 6-14h6L19 27h-6z" fill="var(--color-brand)" />
      <text x="34" y="22" fontSize="17" fontWeight="700" fill="currentColor" fontFamily="inherit">Velora Markets</text>
    </svg>
  );
}
