// The dashboard's greeting (issue #34 item 16): "Welcome back" is for a merchant who has been here before. A new
// account's first dashboard (created within the last day, never shown on this device) gets a first-visit greeting.
// Remembered per user on this device, like the checklist's "shared" step (@app/contracts/share-flag): on a new device
// an established merchant (older than a day) is still welcomed back.
import type { User } from '@app/contracts';
import { useEffect, useState } from 'react';

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const seenKey = (userId: number) => `dashboardSeen:${userId}`;

function seen(userId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(seenKey(userId)) != null;
  } catch {
    return true; // storage blocked: we cannot tell a first visit, so the usual greeting
  }
}

/** True on a new merchant's first dashboard. */
export function isFirstVisit(user: Pick<User, 'id' | 'created_at'>, now = Date.now()): boolean {
  const created = Date.parse(user.created_at);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS && !seen(user.id);
}

/** The greeting's key for this page view; the visit is remembered once shown. */
export function useGreeting(user: Pick<User, 'id' | 'created_at'>): 'welcomeFirst' | 'welcome' {
  const [first] = useState(() => isFirstVisit(user));
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(seenKey(user.id), new Date().toISOString());
    } catch {
      // storage blocked: nothing to remember
    }
  }, [user.id]);
  return first ? 'welcomeFirst' : 'welcome';
}
