// The leadership team shown on the company page (names as written; roles are translated).
export interface Leader {
  id: string;
  name: string;
  role: 'ceo' | 'cfo' | 'cto' | 'compliance';
}

export const leadership: readonly Leader[] = [
  { id: 'ceo', name: 'Helena Marsh', role: 'ceo' },
  { id: 'cfo', name: 'Rafael Ortiz', role: 'cfo' },
  { id: 'cto', name: 'Kenji Watanabe', role: 'cto' },
  { id: 'compliance', name: 'Aisha Rahman', role: 'compliance' },
];
