// The external careers job board (spec 7: "a careers job board"); vacancies live there.
export const jobBoardUrl = 'https://careers.veloramarkets.example/jobs';
