// The host APIs shared/ may use beyond ECMAScript: the few that browsers, Node and every WinterTC
// runtime all have. Only shared/tsconfig.json reads this file (it has no DOM and no Node types, so
// `document`, `window`, `process` or `Buffer` in shared/ fail its check); the root build has both
// and leaves this file out. Add an API here only if every runtime has it.

declare class URLSearchParams {
  constructor(init?: string | Readonly<Record<string, string>> | readonly (readonly [string, string])[]);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
}

interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}

declare function atob(data: string): string;
declare function setTimeout(handler: () => void, timeout?: number): unknown;
declare function clearTimeout(id: unknown): void;
