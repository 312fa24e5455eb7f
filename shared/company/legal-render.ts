// A legal document as a complete, printable HTML file (the English, binding text): a header with
// entity, version and effective date, the sections with the register's facts filled in, the
// cookie table for the cookie policy, and a print stylesheet. Pure: the server serves the string.
import type { LegalText } from '../content/about.ts';
import { lifetimeDays, siteCookies, siteStorage } from '../cookies.ts';
import { entityById, formatAddress, leverageCap, leverageText, maxLeverage, type Entity } from './entities.ts';
import type { LegalDocument } from './legal-documents.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The values the documents' {{placeholders}} take for an entity. */
export function documentFacts(e: Entity): Record<string, string> {
  return {
    entityName: e.legalName,
    registration: e.registration,
    address: formatAddress(e),
    regulator: e.regulator ? `${e.regulator.name} (${e.regulator.abbreviation})` : '',
    licence: e.licence?.number ?? '',
    licenceType: e.licence?.type ?? '',
    email: e.email,
    telephone: e.telephone,
    leverageRetail: e.leverage ? leverageText(maxLeverage(e, 'retail')) : '',
    leverageProfessional: e.leverage ? leverageText(maxLeverage(e, 'professional')) : '',
    leverageRetailMajorFx: e.leverage ? leverageText(leverageCap(e, 'retail', 'forex-major')) : '',
    disputes: e.compensation?.name ?? 'the courts of the jurisdiction of our registered office',
  };
}

/** Fills {{name}} placeholders; an unknown name is a bug in the text, so it throws. */
export function fillPlaceholders(text: string, facts: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k: string) => {
    const v = facts[k];
    if (v === undefined) throw new Error(`unknown placeholder {{${k}}} in a legal document`);
    return v;
  });
}

export const cookiePurposeEn: Record<string, string> = {
  locale: 'Remembers the language version you chose, so the home page opens in it next time.',
  campaign_code: 'Remembers the marketing campaign of the link you followed, so a registration can be attributed to it.',
  referral_code: 'Remembers the partner who referred you, so a registration can be attributed to them.',
  contactDraft: 'Keeps what you typed in the contact form until it is sent, so nothing is lost on reload.',
  ukWarning: 'Remembers, for this browser session, that you confirmed the UK risk notice.',
};

function cookieTable(): string {
  const rows = siteCookies
    .map((c) => `<tr><td><code>${c.name}</code></td><td>${c.category === 'necessary' ? 'Strictly necessary' : 'Attribution'}</td><td>${escapeHtml(cookiePurposeEn[c.purpose]!)}</td><td>${lifetimeDays(c.maxAgeS)} days</td><td>First party</td></tr>`)
    .join('');
  const storage = siteStorage
    .map((s) => `<tr><td><code>${s.name}</code></td><td>${s.kind}</td><td>${escapeHtml(cookiePurposeEn[s.purpose]!)}</td><td>${s.kind === 'sessionStorage' ? 'Until the tab is closed' : 'Until the message is sent or you clear it'}</td></tr>`)
    .join('');
  return `<table><caption>Cookies</caption><thead><tr><th scope="col">Name</th><th scope="col">Category</th><th scope="col">Purpose</th><th scope="col">Lifetime</th><th scope="col">Party</th></tr></thead><tbody>${rows}</tbody></table>
<table><caption>Browser storage</caption><thead><tr><th scope="col">Key</th><th scope="col">Storage</th><th scope="col">Purpose</th><th scope="col">Kept</th></tr></thead><tbody>${storage}</tbody></table>`;
}

const style = `body{font:16px/1.55 Georgia,'Times New Roman',serif;color:#111;max-width:46rem;margin:2rem auto;padding:0 1rem}
header{border-bottom:2px solid #111;margin-bottom:1.5rem}h1{font-size:1.6rem;margin:.2rem 0}h2{font-size:1.15rem;margin-top:1.6rem}
.meta{font:14px/1.4 system-ui,sans-serif;color:#333}table{border-collapse:collapse;width:100%;margin:1rem 0;font:14px/1.4 system-ui,sans-serif}
th,td{border:1px solid #999;padding:.4rem;text-align:start;vertical-align:top}caption{text-align:start;font-weight:700;padding:.3rem 0}
footer{border-top:1px solid #999;margin-top:2rem;font:13px/1.4 system-ui,sans-serif;color:#333}
@media print{body{margin:0;max-width:none;font-size:11pt}a{color:#000;text-decoration:none}h2{break-after:avoid}table,tr{break-inside:avoid}@page{margin:18mm 16mm}}`;

export function renderLegalDocument(doc: LegalDocument, text: LegalText): string {
  const entity = entityById(doc.entity);
  const facts = documentFacts(entity);
  const fill = (s: string) => escapeHtml(fillPlaceholders(s, facts));
  const sections = text.sections
    .map((s, i) => `<section><h2>${fill(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${fill(p)}</p>`).join('')}${doc.kind === 'cookie-policy' && i === 1 ? cookieTable() : ''}</section>`)
    .join('\n');
  const title = `${text.title} — ${entity.legalName}`;
  return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><style>${style}</style></head>
<body><header><p class="meta">Velora Markets · ${escapeHtml(entity.legalName)}</p><h1>${escapeHtml(text.title)}</h1>
<p class="meta">Version <span data-version>${escapeHtml(doc.version)}</span> · Effective <time datetime="${doc.effective}">${doc.effective}</time></p></header>
<main>
${sections}
</main>
<footer><p>${escapeHtml(entity.legalName)} (${escapeHtml(entity.registration)})${entity.regulator && entity.licence ? `, regulated by the ${escapeHtml(entity.regulator.name)} (${escapeHtml(entity.regulator.abbreviation)}), licence No. ${escapeHtml(entity.licence.number)}` : ''}. Registered office: ${escapeHtml(formatAddress(entity))}.</p>
<p>This English text is the binding version of this document. Translations are provided for convenience only.</p></footer>
</body></html>`;
}
