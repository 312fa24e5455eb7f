await import('./raw-render.ts');
const m = (globalThis as any).__miss as Map<string, number>;
console.log([...(m ?? new Map())].sort((a, b) => b[1] - a[1]).slice(0, 15));
