import t from 'tap';
import { readFileSync } from 'node:fs';
import { entityById } from './entities.ts';
import { privacyPolicyText } from './privacy-legal.ts';
import { privacyFacts } from './privacy.ts';
import { privacyNoticeSchema } from '../content/about.ts';

const notice = privacyNoticeSchema.parse(JSON.parse(readFileSync(new URL('../../content/en/about/privacy-notice.json', import.meta.url), 'utf8')));

t.test('the binding English policy carries every notice item and the entity\'s own jurisdiction', async (t) => {
  const au = privacyPolicyText(notice, entityById('au'));
  t.equal(au.sections.length, 1 + notice.sections.length + 1);
  const text = au.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
  t.notMatch(text, /\{\{/, 'every placeholder filled');
  t.match(text, 'Office of the Australian Information Commissioner');
  t.notMatch(text, 'Data Protection Office,', 'not another jurisdiction');
  t.match(text, privacyFacts.au.dpoEmail);
  t.match(text, /Cyprus, Mauritius, Vanuatu, Ireland, United States, and Singapore/, 'overseas countries named (APP 8)');
  t.match(text, `${privacyFacts.au.recordsYears} years after our relationship ends`);
  const mu = privacyPolicyText(notice, entityById('mu')).sections.flatMap((s) => s.paragraphs).join('\n');
  t.match(mu, 'Data Protection Act 2017');
  t.match(mu, entityById('mu').legalName);
});
