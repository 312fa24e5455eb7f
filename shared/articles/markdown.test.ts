import t from 'tap';
import { headingId, readingMinutes, renderInline, renderMarkdown } from './markdown.ts';

t.test('headings, paragraphs, lists, quotes and tables', async (t) => {
  const md = [
    'Intro line one',
    'continues here.',
    '',
    '## Why size matters',
    '',
    '- one **bold**',
    '- two *italic*',
    '',
    '1. first',
    '2. second',
    '',
    '### A detail',
    '> Key takeaway: risk **1%**.',
    '',
    '| Pair | Pip |',
    '| --- | ---: |',
    '| EUR/USD | $10 |',
    '',
    '## Why size matters',
  ].join('\n');
  const { html, toc } = renderMarkdown(md);
  t.match(html, '<p>Intro line one continues here.</p>');
  t.match(html, '<h2 id="why-size-matters">Why size matters</h2>');
  t.match(html, '<ul><li>one <strong>bold</strong></li><li>two <em>italic</em></li></ul>');
  t.match(html, '<ol><li>first</li><li>second</li></ol>');
  t.match(html, '<blockquote><p>Key takeaway: risk <strong>1%</strong>.</p></blockquote>');
  t.match(html, '<thead><tr><th scope="col">Pair</th><th scope="col">Pip</th></tr></thead><tbody><tr><td>EUR/USD</td><td>$10</td></tr></tbody>');
  t.same(toc, [
    { id: 'why-size-matters', text: 'Why size matters', level: 2 },
    { id: 'a-detail', text: 'A detail', level: 3 },
    { id: 'why-size-matters-2', text: 'Why size matters', level: 2 },
  ]);
});

t.test('links: site paths get the locale prefix, anything else loses its href', async (t) => {
  t.equal(renderInline('see [pips](/academy/trading-academy/what-is-a-pip)', '/en'), 'see <a href="/en/academy/trading-academy/what-is-a-pip">pips</a>');
  t.notMatch(renderInline('[x](javascript:alert(1))'), /href/);
  t.equal(renderInline('[x](//evil.example/a)'), 'x');
  t.equal(renderInline('[x](https://example.com/a?b=1&c=2)'), '<a href="https://example.com/a?b=1&amp;c=2">x</a>');
  const quoted = renderInline('[x](/a"onmouseover="alert(1))');
  t.notMatch(quoted, /href|"/, 'a quote never reaches an attribute');
});

t.test('hostile input is escaped', async (t) => {
  const { html, toc } = renderMarkdown('## <img src=x onerror=alert(1)>\n\n<script>alert("x")</script>\n\n- <b>&amp;</b>\n\n| <i> | a |\n|---|---|\n| </td><script> | b |');
  t.notMatch(html, /<script|<img|<b>|<i>|<\/td><script/);
  t.match(html, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  t.match(html, '<li>&lt;b&gt;&amp;amp;&lt;/b&gt;</li>');
  t.equal(toc[0]!.text, '<img src=x onerror=alert(1)>', 'toc text stays text (React escapes it)');
  t.match(html, /<h2 id="img-src-x-onerror-alert-1">/);
});

t.test('heading ids keep any script', async (t) => {
  t.equal(headingId('为什么仓位大小很重要'), '为什么仓位大小很重要');
  t.equal(headingId('The 1% rule'), 'the-1-rule');
  t.equal(headingId('การคำนวณมูลค่า pip'), 'การคำนวณมูลค่า-pip'.normalize('NFKC'), 'Thai vowel marks stay inside the word (NFKC splits sara am)');
});

t.test('reading time from words and CJK characters', async (t) => {
  t.equal(readingMinutes('word '.repeat(220)), 1);
  t.equal(readingMinutes('word '.repeat(1100)), 5);
  t.equal(readingMinutes('字'.repeat(2000)), 5);
  t.equal(readingMinutes(''), 1);
});
