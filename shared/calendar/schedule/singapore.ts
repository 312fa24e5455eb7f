// Singapore's holidays that no rule in code predicts: Hari Raya Puasa and Hari Raya Haji follow
// MUIS's own sighting criteria (Intl's 'islamic-umalqura' is Saudi Arabia's and differs by a day
// in some years), Vesak the Buddhist council's almanac and Deepavali the Hindu calendar. The
// Ministry of Manpower gazettes them each year (usually by mid-year for the next one); these are
// its published dates. Years not listed have none of the four: add each new year from MOM's list.
type Named = [date: string, name: string];

const gazetted: Readonly<Record<number, readonly Named[]>> = {
  2024: [['2024-04-10', 'Hari Raya Puasa'], ['2024-05-22', 'Vesak Day'], ['2024-06-17', 'Hari Raya Haji'], ['2024-10-31', 'Deepavali']],
  2025: [['2025-03-31', 'Hari Raya Puasa'], ['2025-05-12', 'Vesak Day'], ['2025-06-07', 'Hari Raya Haji'], ['2025-10-20', 'Deepavali']],
  2026: [['2026-03-21', 'Hari Raya Puasa'], ['2026-05-27', 'Hari Raya Haji'], ['2026-05-31', 'Vesak Day'], ['2026-11-08', 'Deepavali']],
};

/** The last year whose gazetted dates are listed. */
export const singaporeGazettedUntil = Math.max(...Object.keys(gazetted).map(Number));

export const singaporeGazetted = (year: number): Named[] => [...(gazetted[year] ?? [])];
