// An in-memory sessionStorage for the islands' pure modules (attempt keys, the carried discount code).
export function memorySession() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
