import t from 'tap';
import {
  ATTRIBUTION_COOKIE_MAX_AGE_MS,
  ATTRIBUTION_RECHECK_MS,
  attributionCookie,
  attributionFromSearch,
  decodeCampaignCode,
  readCookie,
} from './attribution.ts';

t.test('constants (section 9)', async (t) => {
  t.equal(ATTRIBUTION_COOKIE_MAX_AGE_MS, 2_592_000_000);
  t.equal(ATTRIBUTION_RECHECK_MS, 100);
});

t.test('base64 rule: decoded when it decodes cleanly to text, else kept as given', async (t) => {
  t.equal(decodeCampaignCode(btoa('summer2026')), 'summer2026');
  t.equal(decodeCampaignCode('c3VtbWVy'), 'summer');
  t.equal(decodeCampaignCode('c3VtbWVyMjAyNg'), 'summer2026', 'URL-safe, unpadded');
  t.equal(decodeCampaignCode(Buffer.from('春季活动').toString('base64')), '春季活动', 'UTF-8 text');
  t.equal(decodeCampaignCode('not base64!'), 'not base64!', 'not base64 at all');
  t.equal(decodeCampaignCode('abcde'), 'abcde', 'impossible length');
  t.equal(decodeCampaignCode('//8='), '//8=', 'decodes to bytes that are not UTF-8');
  t.equal(decodeCampaignCode(btoa('a\u0000b')), btoa('a\u0000b'), 'decodes to control characters');
  t.equal(decodeCampaignCode(''), '');
  t.equal(decodeCampaignCode('abc=def'), 'abc=def', 'padding in the middle');
});

t.test('values from a query string', async (t) => {
  t.same(attributionFromSearch('?campaign_code=c3VtbWVy&referral_code=REF1'), { campaign_code: 'summer', referral_code: 'REF1' });
  t.same(attributionFromSearch('?campaign_code=plain%20text'), { campaign_code: 'plain text' });
  t.same(attributionFromSearch('?x=1'), {});
  t.same(attributionFromSearch('?campaign_code='), {}, 'empty values are ignored');
  t.equal(attributionFromSearch('?referral_code=' + 'a'.repeat(1000)).referral_code?.length, 256, 'capped');
});

t.test('cookies: 30 days, path /, SameSite=Lax, value encoded so it cannot break the header', async (t) => {
  const c = attributionCookie('campaign_code', 'a;b=c\r\nSet-Cookie: x=1');
  t.match(c, /^campaign_code=[^;\s]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  t.notMatch(c, /[\r\n]/);
  t.equal(readCookie(c.split(';')[0]!, 'campaign_code'), 'a;b=c\r\nSet-Cookie: x=1', 'round trip');
  t.match(attributionCookie('referral_code', 'x', true), /; Secure$/);
  t.equal(readCookie('a=1; campaign_code=sum%20mer; b=2', 'campaign_code'), 'sum mer');
  t.equal(readCookie('a=1', 'campaign_code'), undefined);
  t.equal(readCookie('campaign_code=%E0%A4%A', 'campaign_code'), '%E0%A4%A', 'bad encoding kept raw');
});
