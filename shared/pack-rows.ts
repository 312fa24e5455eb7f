// Page data of long tables, packed: one key list and a row of values per item, instead of the
// same keys repeated in every object (hundreds of catalogue rows; the keys were half the bytes).
export interface PackedRows<T> {
  keys: readonly (keyof T & string)[];
  rows: unknown[][];
}

export function packRows<T extends object>(items: readonly T[], keys: readonly (keyof T & string)[]): PackedRows<T> {
  return { keys, rows: items.map((item) => keys.map((k) => item[k])) };
}

export function unpackRows<T>(packed: PackedRows<T>): T[] {
  return packed.rows.map((row) => Object.fromEntries(packed.keys.map((k, i) => [k, row[i]])) as T);
}
