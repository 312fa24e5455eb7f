// The instruments the site shows live prices for (spec section 7), with each one's real number
// of digits, a realistic reference price and a broker-like spread in points (1 point = 10^-digits).
// Pure and isomorphic: the server's simulator walks around these prices, the browser formats with
// these digits before the first quote arrives. Compact tables, not objects: a few hundred rows.
// The contract specifications (names, sizes, currencies, hours, swaps) are the sandbox
// catalogue's (server/sandbox/fixtures/instruments.ts), built from these rows.
import { normalizeSymbol } from './symbol.ts';

export type AssetClass = 'forex' | 'metals' | 'crypto' | 'energy' | 'shares' | 'indices' | 'etfs';

/** The exchange of a share or ETF (ISO 10383 MIC): its time zone, hours, holidays and currency. */
export type Venue = 'XNYS' | 'XNAS' | 'ARCX' | 'XLON' | 'XETR' | 'XPAR' | 'XTKS' | 'XHKG' | 'XASX';

export interface Instrument {
  symbol: string;
  assetClass: AssetClass;
  /** Decimal places of bid and ask. */
  digits: number;
  /** A realistic mid price to start from. */
  price: number;
  /** Typical spread, in points (10^-digits). */
  spreadPoints: number;
  /** Shares and ETFs: the listing's exchange. */
  venue?: Venue;
}

/** [symbol, digits, reference price, typical spread in points] */
type Row = readonly [string, number, number, number];
const rows = (assetClass: AssetClass, list: readonly Row[]): Instrument[] =>
  list.map(([symbol, digits, price, spreadPoints]) => ({ symbol, assetClass, digits, price, spreadPoints }));

/**
 * How a venue's listings are quoted: the symbol suffix (the site's symbols carry no '.', which
 * marks account-type suffixes in feeds: 'SAP' on Xetra is 'SAPDE'), digits, and the spread as a
 * fraction of the price with a floor in points. LSE prices are in pence (GBX), as the LSE quotes.
 */
const venueQuote: Record<Venue, { suffix: string; digits: number; spread: number; minPoints: number }> = {
  XNYS: { suffix: '', digits: 2, spread: 0.0005, minPoints: 2 },
  XNAS: { suffix: '', digits: 2, spread: 0.0005, minPoints: 2 },
  ARCX: { suffix: '', digits: 2, spread: 0.0003, minPoints: 2 },
  XLON: { suffix: 'UK', digits: 1, spread: 0.001, minPoints: 2 },
  XETR: { suffix: 'DE', digits: 2, spread: 0.0008, minPoints: 2 },
  XPAR: { suffix: 'FR', digits: 2, spread: 0.0008, minPoints: 2 },
  XTKS: { suffix: 'JP', digits: 0, spread: 0.001, minPoints: 2 },
  XHKG: { suffix: 'HK', digits: 2, spread: 0.0015, minPoints: 2 },
  XASX: { suffix: 'AU', digits: 2, spread: 0.001, minPoints: 2 },
};

/** Listings as 'TICKER price' pairs per venue, one string each (compact; split once at start). */
function listings(assetClass: 'shares' | 'etfs', venue: Venue, table: string): Instrument[] {
  const q = venueQuote[venue];
  return table.trim().split(/\s+/).reduce<Instrument[]>((out, word, i, all) => {
    if (i % 2 === 1) return out;
    const price = Number(all[i + 1]);
    const spreadPoints = Math.max(q.minPoints, Math.round(price * q.spread * 10 ** q.digits));
    out.push({ symbol: word + q.suffix, assetClass, digits: q.digits, price, spreadPoints, venue });
    return out;
  }, []);
}

// Digits as a retail MT4/MT5 broker quotes them: FX 5 (JPY, HUF and THB pairs 3, CLP and COP 2),
// metals 2-3, indices 1-2, energies 2-3, shares 2 (pence 1, yen 0), crypto 2 — except the
// sub-dollar and single-dollar coins, which no broker quotes to the cent (DOGEUSD 5, DOTUSD 3).
export const instruments: readonly Instrument[] = [
  ...rows('forex', [
    // Majors (and EURCHF, which the home page shows among them)
    ['EURUSD', 5, 1.085, 12], ['USDJPY', 3, 156.5, 14], ['GBPUSD', 5, 1.27, 15], ['AUDUSD', 5, 0.662, 14],
    ['USDCAD', 5, 1.369, 18], ['EURCHF', 5, 0.968, 20], ['USDCHF', 5, 0.892, 16], ['NZDUSD', 5, 0.612, 18],
    // Minors (crosses of the G8 currencies)
    ['EURGBP', 5, 0.8545, 16], ['EURJPY', 3, 169.8, 20], ['GBPJPY', 3, 198.75, 30], ['EURAUD', 5, 1.639, 28],
    ['EURCAD', 5, 1.4855, 26], ['AUDJPY', 3, 103.6, 22], ['AUDCAD', 5, 0.9063, 24], ['AUDNZD', 5, 1.0817, 28],
    ['GBPCHF', 5, 1.1328, 30], ['GBPAUD', 5, 1.9184, 34], ['CADJPY', 3, 114.3, 26], ['CHFJPY', 3, 175.4, 28],
    ['NZDJPY', 3, 95.8, 28],
  ]),
  ...rows('forex', [
    // Exotics
    ['USDZAR', 5, 18.25, 900], ['USDMXN', 5, 17.05, 600], ['USDTRY', 5, 32.4, 1500], ['USDSGD', 5, 1.3495, 40],
    ['USDHKD', 5, 7.812, 60], ['USDNOK', 5, 10.62, 500], ['USDSEK', 5, 10.48, 500], ['USDPLN', 5, 3.945, 300],
    ['USDCNH', 5, 7.245, 150],
  ]),
  ...rows('metals', [
    ['XAUUSD', 2, 2345.5, 30], ['XAGUSD', 3, 29.65, 25], ['XPTUSD', 2, 985.4, 300],
    // Gold in offshore yuan per gram.
    ['GAUCNH', 2, 545.8, 60], ['XPDUSD', 2, 1012.5, 400], ['XAUEUR', 2, 2161.8, 40],
  ]),
  ...rows('crypto', [
    ['BTCUSD', 2, 67450, 3000], ['ETHUSD', 2, 3520, 250], ['BNBUSD', 2, 598.4, 90], ['DOGEUSD', 5, 0.1452, 40],
    ['DOTUSD', 3, 6.42, 20], ['SOLUSD', 2, 162.4, 60], ['XRPUSD', 5, 0.5214, 150], ['LTCUSD', 2, 81.6, 25],
  ]),
  ...rows('energy', [['XBRUSD', 2, 82.35, 4], ['XTIUSD', 2, 78.6, 4], ['XNGUSD', 3, 2.685, 8]]),
  ...rows('shares', [
    ['NVDA', 2, 121.8, 12], ['TSLA', 2, 182.4, 18], ['META', 2, 498.6, 40], ['AAPL', 2, 192.3, 14], ['AMD', 2, 158.7, 16],
    ['MSFT', 2, 425.3, 30], ['AMZN', 2, 183.5, 16], ['GOOGL', 2, 174.9, 16], ['NFLX', 2, 640.2, 60],
  ]).map((i) => ({ ...i, venue: 'XNAS' as const })),
  ...rows('indices', [
    ['US500', 2, 5305.5, 50], ['US30', 1, 39120, 20], ['GER40', 1, 18650, 12], ['UK100', 1, 8275, 10],
    ['JPN225', 1, 38650, 70], ['NAS100', 2, 18650, 120], ['FRA40', 1, 8010, 15], ['EU50', 1, 4985, 15],
    ['AUS200', 1, 7760, 15], ['HK50', 1, 18420, 80],
  ]),
  // ---- Added to back the catalogue's claims (issue 31): 60+ pairs, 7 classes, hundreds in all.
  ...rows('forex', [
    // More minors
    ['EURNZD', 5, 1.7785, 34], ['GBPCAD', 5, 1.7385, 32], ['GBPNZD', 5, 2.0745, 45], ['AUDCHF', 5, 0.5905, 22],
    ['CADCHF', 5, 0.6515, 24], ['NZDCAD', 5, 0.8378, 26], ['NZDCHF', 5, 0.5458, 26],
    // Scandinavian
    ['USDDKK', 5, 6.874, 250], ['EURNOK', 5, 11.522, 450], ['EURSEK', 5, 11.371, 450], ['EURDKK', 5, 7.4595, 80],
    ['NOKSEK', 5, 0.9868, 350], ['NOKJPY', 3, 14.73, 40], ['SEKJPY', 3, 14.93, 40], ['GBPNOK', 5, 13.488, 700],
    ['GBPSEK', 5, 13.309, 700],
    // Central and eastern Europe
    ['EURPLN', 5, 4.2805, 250], ['GBPPLN', 5, 5.0098, 450], ['USDCZK', 4, 22.845, 60], ['EURCZK', 4, 24.786, 60],
    ['USDHUF', 3, 364.85, 120], ['EURHUF', 3, 395.86, 120], ['EURTRY', 5, 35.152, 2500], ['TRYJPY', 3, 4.83, 15],
    // Asia
    ['USDTHB', 3, 36.52, 80], ['SGDJPY', 3, 115.97, 40], ['EURSGD', 5, 1.4642, 60], ['GBPSGD', 5, 1.7139, 80],
    ['AUDSGD', 5, 0.8934, 60], ['EURHKD', 5, 8.4755, 120], ['HKDJPY', 3, 20.03, 30],
    // Latin America
    ['USDBRL', 4, 5.412, 80], ['USDCLP', 2, 942.5, 350], ['USDCOP', 2, 3965.0, 1500], ['EURMXN', 5, 18.498, 900],
    ['MXNJPY', 3, 9.18, 30],
    // Africa and the Middle East
    ['EURZAR', 5, 19.801, 1200], ['GBPZAR', 5, 23.178, 1500], ['ZARJPY', 3, 8.58, 30], ['USDILS', 5, 3.7215, 400],
  ]),
  ...rows('metals', [
    ['XAUGBP', 2, 1846.9, 50], ['XAUAUD', 2, 3543.1, 60], ['XAUCHF', 2, 2092.2, 50], ['XAUJPY', 0, 367070, 70],
    ['XAGEUR', 3, 27.33, 30], ['XAGAUD', 3, 44.79, 40],
  ]),
  ...rows('energy', [['EUGAS', 3, 34.25, 150]]),
  ...rows('indices', [
    ['US2000', 2, 2052.4, 60], ['ESP35', 1, 11320, 40], ['NETH25', 2, 915.4, 30], ['SWI20', 1, 12085, 30],
    ['ITA40', 1, 34550, 100], ['CHINA50', 1, 12580, 80], ['CHINAH', 1, 6480, 60], ['USDX', 3, 104.85, 30],
    ['VIX', 2, 13.45, 5],
  ]),
  ...rows('crypto', [
    ['ADAUSD', 5, 0.452, 150], ['AVAXUSD', 2, 34.62, 15], ['LINKUSD', 3, 17.21, 30], ['BCHUSD', 2, 480.5, 150],
    ['XLMUSD', 5, 0.1042, 30], ['TRXUSD', 5, 0.1205, 25], ['SHIBUSD', 8, 0.0000242, 8], ['UNIUSD', 3, 9.84, 30],
    ['ATOMUSD', 3, 8.42, 20], ['ETCUSD', 2, 28.34, 10], ['NEARUSD', 3, 6.81, 20], ['XTZUSD', 4, 0.925, 25],
    ['FILUSD', 3, 5.92, 20], ['AAVEUSD', 2, 95.4, 40], ['BTCEUR', 2, 62150, 3500], ['ETHEUR', 2, 3245, 300],
  ]),
  ...listings('shares', 'XNAS', `
    GOOG 176.2 AVGO 168.5 INTC 30.6 CSCO 46.8 ADBE 486.2 QCOM 202.4 TXN 196.3 INTU 630.5 AMAT 236.4 MU 128.4
    PYPL 62.5 PEP 168.9 COST 846.2 SBUX 77.8 HON 203.4 WMT 66.8 PLTR 22.5 ABNB 150.2 BKNG 3760 MRNA 128.3
    GILD 64.8 AMGN 305.6 ISRG 410.2 ADP 243.5 MDLZ 67.2 CMCSA 38.9 TMUS 166.4 PDD 145.6 JD 33.1 BIDU 97.5
    ASML 960.4 ARM 128.6 COIN 225.3 MRVL 70.2 PANW 318.4 CRWD 365.2 LULU 312.5
  `),
  ...listings('shares', 'XNYS', `
    JPM 198.5 MA 445.3 BAC 39.6 WFC 58.9 GS 458.2 MS 97.5 BRKB 409.5 JNJ 147.2 PFE 28.4 MRK 129.6
    ABBV 162.3 LLY 815.4 UNH 495.2 KO 62.4 PG 165.3 HD 345.1 MCD 258.4 NKE 94.2 DIS 101.5 XOM 114.6
    CVX 156.8 BA 182.5 CAT 338.2 GE 162.4 IBM 170.6 ORCL 124.8 CRM 258.3 VZ 40.6 UBER 70.5 BABA 79.4
    TSM 158.6 SNOW 148.2 GM 46.2 UPS 138.2 LMT 462.1 RTX 101.6 AXP 231.4 BLK 785.6 SPGI 428.3 NEE 72.4
    ABT 104.2 TMO 572.4 LOW 221.3 TGT 148.5 DUK 100.3
  `),
  ...listings('shares', 'XLON', `
    AZN 12180 SHEL 2826 HSBA 684.5 ULVR 4310 BP 465.2 RIO 5240 GSK 1615 BATS 2430 DGE 2580 REL 3390
    LSEG 9260 BARC 210.6 LLOY 55.8 VOD 70.5 GLEN 462.3 NG 895.2 RR 445.6 TSCO 296.4 PRU 718.2 BA 1290
    AAL 2420 IMB 1845 LGEN 228.2 NWG 318.5 STAN 730.4
  `),
  ...listings('shares', 'XETR', `
    SAP 172.5 SIE 173.8 ALV 255.4 DTE 22.6 MBG 66.3 BMW 91.2 VOW3 112.8 BAS 46.9 BAYN 27.3 MUV2 448.2
    DBK 15.3 ADS 223.5 IFX 33.6 DHL 39.8 RWE 33.1 EOAN 12.4 DB1 182.6 HEN3 73.5 MRK 162.2 PAH3 72.1
    CBK 15.2 HNR1 226.4 SHL 52.6 ENR 21.4 RHM 478.2
  `),
  ...listings('shares', 'XPAR', `
    MC 742.1 OR 412.3 TTE 63.5 SAN 90.3 AIR 158.4 BNP 63.2 RMS 2120 SU 228.4 AI 182.1 EL 249.3
    KER 338.5 CS 35.1 DG 107.4 SAF 205.6 GLE 23.6 ACA 14.3 ORA 10.6 RNO 50.2 DSY 36.2 CAP 186.4
    VIE 29.8 EN 35.6 BN 57.4 RI 146.3 ENGI 14.8
  `),
  ...listings('shares', 'XTKS', `
    7203 3250 6758 2950 9984 9600 6861 68500 8306 1650 8411 3100 6501 3600 7974 8400 8035 33500 9983 39000
    4063 6100 6098 8700 8058 3100 8001 7600 7267 1720 4502 4200 6367 22000 6902 2400 8766 5800 9433 4400
    6594 6400 4568 5500
  `),
  ...listings('shares', 'XHKG', `
    0700 380.2 9988 76.5 0005 65.4 1299 58.9 0941 72.3 3690 112.8 1810 16.9 0939 5.52 1398 4.32 0388 248.6
    2318 36.5 0883 21.4 1211 228.4 9618 110.5 9999 142.3 0027 36.2 0016 75.6 0001 38.5 0002 66.4 2020 78.9
    1024 52.3
  `),
  ...listings('shares', 'XASX', `
    BHP 43.25 CBA 128.4 CSL 292.5 NAB 35.6 WBC 27.4 ANZ 28.6 WES 68.9 MQG 198.2 RIO 120.5 FMG 25.4
    WDS 26.8 NST 14.25 WOW 32.1 GMG 32.8 TCL 12.4 ALL 60.5 COL 17.4 STO 7.62 QBE 17.6 REA 190.5
    XRO 136.2 WTC 95.2 JHX 48.3
  `),
  ...listings('etfs', 'ARCX', `
    SPY 530.2 IVV 532.4 VOO 487.5 IWM 205.8 DIA 391.2 GLD 218.5 SLV 27.4 EEM 42.8 EFA 79.3 XLF 41.3
    XLE 91.8 XLK 226.1 XLV 145.6 VTI 262.3 ARKK 44.6 HYG 77.2 LQD 107.4 USO 77.5 VNQ 84.1 EWZ 29.8
    FXI 25.6 KWEB 28.3
  `),
  ...listings('etfs', 'XNAS', 'QQQ 455.4 TLT 92.6 SMH 250.3 IBIT 36.8'),
  ...listings('etfs', 'XLON', 'ISF 835.4 CSPX 545.3'),
  ...listings('etfs', 'XETR', 'EXS1 162.3 EUNL 92.5 SXR8 510.2'),
];

const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));

/** Re-exported: defined in page-symbols.ts (the forex page imports that without this table). */
export { forexPageSymbols, homeSymbols } from './page-symbols.ts';

/** Re-exported: it was defined here (shared/quotes/symbol.ts keeps the browser's quote store off the table). */
export { normalizeSymbol };

export function instrumentOf(symbol: string): Instrument | undefined {
  return bySymbol.get(normalizeSymbol(symbol));
}

export function isKnownSymbol(symbol: string): boolean {
  return bySymbol.has(symbol);
}
