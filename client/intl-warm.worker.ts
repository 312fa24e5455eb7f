// Pays the browser's one-time ICU start-up off the main thread. The first Intl.NumberFormat or
// Intl.DateTimeFormat of a renderer costs ~45 ms on a desktop CPU (~180 ms on a phone), whatever
// the locale; Chromium keeps what it loads for the whole process, so after this worker has
// formatted once, hydration's first formatter costs ~0.1 ms (measured: /tmp numbers in the
// commit). The page's language tag comes as the worker's name.
const tag = self.name || 'en';
try {
  new Intl.NumberFormat(tag).format(1);
  new Intl.DateTimeFormat(tag, { timeZone: 'UTC' }).format(0);
} catch {
  // an unknown tag: nothing to warm
}
self.close();
