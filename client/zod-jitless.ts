// What `import { z } from 'zod'` gives browser code (vite.config.ts aliases 'zod' here in the
// browser build only): zod with its JIT off. Zod's first object parse probes `new Function`, and
// under this site's CSP (no 'unsafe-eval') the browser reports that probe as a violation even
// though zod catches it (Lighthouse best practices: "Issues were logged", the contact form's 96).
// With `jitless`, zod skips the probe (zod/v4/core/util.js). The forms' few parses do not need
// the JIT; the server keeps it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
