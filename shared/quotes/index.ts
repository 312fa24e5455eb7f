export * from './instruments.ts';
export * from './math.ts';
export * from './tabs.ts';
export * from './time.ts';
export * from './protocol.ts';
