// SVG icons (no icon font, no extra request). The common ones are symbols of one sprite, written once per page by
// StoreLayout and drawn with <use>: a product card then carries two small elements per icon instead of a whole SVG
// (48 cards: ~30 KB less HTML and fewer nodes for React to render). Stroke and size come from .sf-i in store.css.
// Decorative: the text beside them or an aria-label names the action.
import { OUTLINE_ICON } from '@app/contracts/icons';
import type { ReactElement } from 'react';

const SYMBOLS = {
  heart: <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  cart: (
    <>
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </>
  ),
  eye: (
    <>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof SYMBOLS;

/** The symbols every icon below points at; once per page, before the first use. */
export const IconSprite = () => (
  <svg className="sf-sprite" width="0" height="0" aria-hidden="true" focusable="false">
    {Object.entries(SYMBOLS).map(([name, shape]) => (
      <symbol key={name} id={`sf-i-${name}`} viewBox="0 0 24 24">
        {shape}
      </symbol>
    ))}
  </svg>
);

export const Icon = ({ name, large }: { name: IconName; large?: boolean }) => (
  <svg className={large ? 'sf-i sf-i--lg' : 'sf-i'} aria-hidden="true" focusable="false">
    <use href={`#sf-i-${name}`} />
  </svg>
);

const Svg = ({ children }: { children: ReactElement | ReactElement[] }) => <svg {...OUTLINE_ICON}>{children}</svg>;

/** Social networks recognised in footer links: those links are shown as icons. */
export const SOCIAL: { name: string; hosts: string[]; path: string }[] = [
  { name: 'Facebook', hosts: ['facebook.com', 'fb.com'], path: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' },
  { name: 'X', hosts: ['x.com', 'twitter.com'], path: 'M4 4l16 16M20 4 4 20' },
  {
    name: 'Instagram',
    hosts: ['instagram.com'],
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm9 5.5h.01M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4z',
  },
  {
    name: 'YouTube',
    hosts: ['youtube.com', 'youtu.be'],
    path: 'M22.5 6.4a2.8 2.8 0 0 0-2-2C18.9 4 12 4 12 4s-6.9 0-8.6.4a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 2c1.7.4 8.6.4 8.6.4s6.9 0 8.6-.4a2.8 2.8 0 0 0 1.9-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6zM9.8 15.5V8.5l5.7 3.5z',
  },
  { name: 'TikTok', hosts: ['tiktok.com'], path: 'M9 12a4 4 0 1 0 4 4V2a5 5 0 0 0 5 5' },
  {
    name: 'LinkedIn',
    hosts: ['linkedin.com'],
    path: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  },
  { name: 'Telegram', hosts: ['t.me', 'telegram.me'], path: 'M22 2 11 13M22 2l-7 20-4-9-9-4z' },
];

export function socialOf(url: string) {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  return SOCIAL.find((s) => s.hosts.some((h) => host === h || host.endsWith(`.${h}`))) ?? null;
}

export const SocialIcon = ({ path }: { path: string }) => (
  <Svg>
    <path d={path} />
  </Svg>
);
