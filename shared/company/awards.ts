// The awards register (newest first): the awards page's timeline and the Organization JSON-LD's
// `award` read it. Titles are the awards' official (English) names; pages show translations keyed
// by id (about.awards.items.<id>).
export interface Award {
  id: string;
  year: number;
  title: string;
  issuer: string;
}

export const awards: readonly Award[] = [
  { id: 'best-broker-asia-2025', year: 2025, title: 'Best Forex Broker Asia', issuer: 'Global Brokerage Excellence Awards' },
  { id: 'most-transparent-2025', year: 2025, title: 'Most Transparent Broker', issuer: 'International Trading Awards' },
  { id: 'fastest-execution-2025', year: 2025, title: 'Fastest Execution Broker', issuer: 'Global Brokerage Excellence Awards' },
  { id: 'best-education-2024', year: 2024, title: 'Best Trading Education Provider', issuer: 'FinTech Markets Summit' },
  { id: 'best-service-2024', year: 2024, title: 'Best Customer Service Broker', issuer: 'Asia Trading Expo' },
  { id: 'best-mobile-app-2023', year: 2023, title: 'Best Mobile Trading App', issuer: 'FinTech Markets Summit' },
  { id: 'fastest-growing-2022', year: 2022, title: 'Fastest Growing Broker', issuer: 'International Trading Awards' },
];

/** Awards grouped by year, newest year first (the timeline's sections). */
export function awardsByYear(list: readonly Award[] = awards): { year: number; items: Award[] }[] {
  const years = [...new Set(list.map((a) => a.year))].sort((a, b) => b - a);
  return years.map((year) => ({ year, items: list.filter((a) => a.year === year) }));
}
