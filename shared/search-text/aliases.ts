// What people call an instrument besides its symbol and its catalogue name: the index names
// ('dax' for GER40), the market's nicknames ('cable'), and the commodity words of each language
// ('黄金', 'ทองคำ', 'ذهب' for gold). Currency and metal names in each language come from Intl
// (shared/trading/instrument-name.ts); these are the names Intl does not know. Every alias is
// searched in every locale (a German trader types 'dow jones' too). Pure data.

const gold = ['gold', 'gold price', 'xau', '黄金', '黃金', '金价', '金價', 'ทองคำ', 'ทอง', 'ذهب', 'الذهب', 'vàng', 'giá vàng', 'or', 'ouro', 'oro', 'emas', 'ginto', '금', '골드'];
const silver = ['silver', 'xag', '白银', '白銀', 'เงิน', 'فضة', 'الفضة', 'bạc', 'silber', 'argent', 'prata', 'argento', 'perak', 'pilak', '은'];
const oil = ['oil', 'crude', 'crude oil', '原油', '石油', 'น้ำมัน', 'น้ำมันดิบ', 'نفط', 'النفط', 'dầu', 'dầu thô', 'öl', 'rohöl', 'pétrole', 'petróleo', 'petrolio', 'minyak', 'langis', '원유', '석유'];

export const instrumentAliases: Readonly<Record<string, readonly string[]>> = {
  EURUSD: ['euro dollar', 'fiber', '欧美', '歐美'],
  GBPUSD: ['cable', 'pound dollar', '镑美', '鎊美'],
  USDJPY: ['dollar yen', '美日'],
  AUDUSD: ['aussie', '澳美'],
  NZDUSD: ['kiwi', '纽美', '紐美'],
  USDCHF: ['swissy', '美瑞'],
  USDCAD: ['loonie', '美加'],
  XAUUSD: gold,
  XAUEUR: ['gold euro'],
  GAUCNH: ['gold gram', '人民币黄金', '克金'],
  XAGUSD: silver,
  XPTUSD: ['platinum', '铂金', '白金'],
  XPDUSD: ['palladium', '钯金'],
  XBRUSD: ['brent', 'brent oil', 'ukoil', ...oil, '布伦特', '布蘭特'],
  XTIUSD: ['wti', 'usoil', 'us oil', ...oil, '美国原油', '美國原油'],
  XNGUSD: ['natural gas', 'natgas', 'gas', '天然气', '天然氣', 'ก๊าซธรรมชาติ', 'غاز طبيعي', 'khí tự nhiên', 'erdgas', 'gaz naturel', 'gás natural', 'gas alam', '천연가스'],
  US500: ['s&p 500', 's&p', 'sp500', 'spx', 'spx500', '标普500', '標普500', '标普', '標普'],
  US30: ['dow jones', 'dow', 'dji', 'wall street', '道琼斯', '道瓊斯', '道指'],
  NAS100: ['nasdaq', 'nasdaq 100', 'ndx', 'us tech 100', 'ustec', '纳斯达克', '納斯達克', '纳指', '나스닥'],
  GER40: ['dax', 'dax 40', 'de40', 'germany 40', '德国指数', '德國指數', '德指'],
  UK100: ['ftse', 'ftse 100', '富时100', '富時100', '英国富时'],
  JPN225: ['nikkei', 'nikkei 225', 'jp225', '日经225', '日經225', '日经', '日經', '닛케이'],
  FRA40: ['cac', 'cac 40', '法国指数', '法國指數'],
  EU50: ['euro stoxx', 'euro stoxx 50', 'stoxx 50', 'sx5e', '欧洲斯托克50', '歐洲斯托克50'],
  AUS200: ['asx', 'asx 200', '澳洲200', '澳洲指数'],
  HK50: ['hang seng', 'hsi', '恒生', '恒生指数', '恒生指數', '恒指'],
  BTCUSD: ['bitcoin', 'btc', '比特币', '比特幣', 'บิทคอยน์', 'بيتكوين', '비트코인'],
  ETHUSD: ['ethereum', 'eth', 'ether', '以太坊', 'อีเธอเรียม', 'إيثريوم', '이더리움'],
  XRPUSD: ['ripple', '瑞波币', '瑞波幣'],
  DOGEUSD: ['dogecoin', 'doge', '狗狗币', '狗狗幣'],
  SOLUSD: ['solana', 'sol'],
  LTCUSD: ['litecoin', 'ltc', '莱特币', '萊特幣'],
  DOTUSD: ['polkadot', 'dot'],
  BNBUSD: ['binance coin', 'bnb'],
  NVDA: ['nvidia', '英伟达', '輝達'],
  TSLA: ['tesla', '特斯拉'],
  AAPL: ['apple', '苹果', '蘋果'],
  META: ['facebook', 'meta'],
  MSFT: ['microsoft', '微软', '微軟'],
  AMZN: ['amazon', '亚马逊', '亞馬遜'],
  GOOGL: ['google', 'alphabet', '谷歌'],
  NFLX: ['netflix', '奈飞', '網飛'],
  AMD: ['amd'],
};

/** 'XAU' 'USD' for a six-letter pair or a metal/coin against a currency; [] otherwise. */
export function symbolParts(symbol: string): string[] {
  return /^[A-Z]{6}$/.test(symbol) ? [symbol.slice(0, 3), symbol.slice(3)] : [];
}
