// Test page (TEST_ROUTES=1 only): rendering fails, to prove a crash gives a clean 500 page.
export default function ThrowPage(): never {
  throw new Error('Deliberate render failure (test route)');
}
