// The schedule field's datetime-local value (the reader's local time) as the instant the publish API takes.
import { SCHEDULE_MAX_DAYS } from '@app/contracts';

export type ScheduleCheck = { ok: true; iso: string } | { ok: false; reason: 'scheduleEmpty' | 'schedulePast' | 'scheduleFar' };

/** A datetime-local value (the reader's local time) as an instant in the future and at most a year ahead. */
export function checkSchedule(local: string, now: number = Date.now()): ScheduleCheck {
  const ms = local ? new Date(local).getTime() : NaN;
  if (Number.isNaN(ms)) return { ok: false, reason: 'scheduleEmpty' };
  if (ms <= now) return { ok: false, reason: 'schedulePast' };
  if (ms > now + SCHEDULE_MAX_DAYS * 86_400_000) return { ok: false, reason: 'scheduleFar' };
  return { ok: true, iso: new Date(ms).toISOString() };
}
