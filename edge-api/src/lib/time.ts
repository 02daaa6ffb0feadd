export const nowIso = (ms: number = Date.now()) => new Date(ms).toISOString();
export const minutesFromNow = (minutes: number) => nowIso(Date.now() + minutes * 60_000);
