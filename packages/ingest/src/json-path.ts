/** Appends a property to a JSON path: `participants[3]` + `gender` → `participants[3].gender`. */
export function pathKey(path: string, key: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Appends an array index to a JSON path: `participants` + 3 → `participants[3]`. */
export function pathIndex(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** A short, quoted rendering of a value for messages (`"q"`, `12`, `an object`). */
export function previewValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

/** True for a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
