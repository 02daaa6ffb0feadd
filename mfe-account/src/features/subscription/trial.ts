import { PLAN } from '@app/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left of the free trial that started at `createdAt`: PLAN.trialDays on the first day, counting down,
 * 0 once it is over (never negative). An unreadable date counts as over.
 */
export function trialDaysLeft(createdAt: string | null | undefined, now: Date = new Date(), trialDays: number = PLAN.trialDays): number {
  const start = createdAt ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(start)) return 0;
  const left = Math.ceil((start + trialDays * DAY_MS - now.getTime()) / DAY_MS);
  return Math.max(0, Math.min(trialDays, left));
}

/** When the trial ends (or ended). */
export function trialEnd(createdAt: string, trialDays: number = PLAN.trialDays): Date | null {
  const start = Date.parse(createdAt);
  return Number.isNaN(start) ? null : new Date(start + trialDays * DAY_MS);
}
