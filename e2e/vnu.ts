// The Nu Html Checker (npm package vnu-jar, run with the system's Java: Debian's
// default-jre-headless) over a set of documents, in one JVM run. Its errors are returned per URL,
// minus the named exceptions below; warnings and info messages are not failures.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** vnu.jar: VNU_JAR, else the installed vnu-jar package's (a missing package fails the run). */
export function vnuJar(): string {
  return process.env.VNU_JAR ?? createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
}

/**
 * Errors the site keeps on purpose, each named and explained. A new one needs a reason a reviewer
 * accepts: the checker is right far more often than a page is.
 */
export const vnuExceptions: readonly { name: string; why: string; message: RegExp; extract: RegExp }[] = [
  {
    name: 'stacked-table-aria-repair',
    why:
      "client/ui/stacked-table.tsx restates each row's and cell's implicit role (row, columnheader, rowheader, cell) " +
      'because below 720 px its CSS sets display: block/grid on the table parts to show one card per row, and ' +
      'WebKit drops the table semantics of parts whose display changes (screen readers then hear loose text, no ' +
      'table, no headers). HTML forbids a role on tr/th/td of a real table even when it equals the implicit one; ' +
      'only these implicit roles are excused, any other role on a table part still fails.',
    message: /^The “role” attribute must not be used on a “(tr|th|td)” element which has a “table” ancestor/,
    extract: /<(tr role="row"|th scope="(col|row)" role="(columnheader|rowheader)"|td role="cell")[\s>]/,
  },
];

export interface VnuError {
  url: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Checks each document; returns the errors that are not named exceptions, by the document's URL. */
export async function checkHtml(documents: readonly { url: string; html: string }[]): Promise<VnuError[]> {
  const dir = mkdtempSync(join(tmpdir(), 'velora-vnu-'));
  try {
    const files = documents.map((d, i) => {
      const file = join(dir, `${String(i).padStart(4, '0')}.html`);
      writeFileSync(file, d.html);
      return file;
    });
    const { stdout } = await promisify(execFile)('java', ['-Xss1m', '-jar', vnuJar(), '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      maxBuffer: 256 * 1024 * 1024,
      timeout: 600_000,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const urlOf = (fileUrl = '') => {
      const i = files.findIndex((f) => fileUrl.endsWith(f));
      return i === -1 ? fileUrl : documents[i]!.url;
    };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !vnuExceptions.some((x) => x.message.test(m.message) && x.extract.test(m.extract ?? '')))
      .map((m) => ({ url: urlOf(m.url), line: m.lastLine, message: m.message, extract: m.extract }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
