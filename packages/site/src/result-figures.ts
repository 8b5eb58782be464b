/** Result figures the marketing copy may claim (`RESULTS_*`); null where none is configured, so the copy names none. */
export interface ResultFigures {
  supportSavingsPercent: number | null;
  conversionMultiple: number | null;
  hoursSavedPerMonth: number | null;
}

/** No figure: the default, what the stories show and what a test that configures none gets. */
export const noResultFigures: ResultFigures = { supportSavingsPercent: null, conversionMultiple: null, hoursSavedPerMonth: null };
