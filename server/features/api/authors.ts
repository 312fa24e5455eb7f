// Authors: GET /api/author, /api/author/{authorId}/articles and /api/authorGroups (the expert
// groups; an addition to the upstream contract of section 7). Contract: shared/api/.
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

export const authorList = serverEndpoint('authorList', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });
export const authorArticles = serverEndpoint('authorArticles', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 10 * MIN });
export const authorGroups = serverEndpoint('authorGroups', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });

export const authorEndpoints = [authorList, authorArticles, authorGroups];
