// POST/PUT /website/hero: multipart {title, subtitle, background_image (one file), call_to_action?}.
// Both verbs save: POST on an existing hero updates it, PUT without a hero creates it (then the image is required).
import { Hono } from 'hono';
import { ops, type HeroInput, type Operation } from '@app/contracts';

import type { AppEnv, Ctx } from '../env';
import { getHeroRow, saveHero, toHeroDto } from '../db/hero';
import { readMultipart, fieldError, invalid } from '../lib/http';
import { body, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';

import { checkImage, deleteImages, putImages } from '../storage/images';
import { isPublishedMedia } from '../db/publications';

export const heroRoutes = new Hono<AppEnv>();

async function save(c: Ctx, o: Operation) {
  const { id: websiteId, db } = await requireStore(c);
  const { fields, files } = await readMultipart(c);
  const data = await body<HeroInput>(o, fields);
  const uploads = files.background_image ?? [];
  if (uploads.length > 1) throw invalid({ rule: 'oneImage' });

  const current = await getHeroRow(db, websiteId);
  // Without a new file the current image is kept; with no hero yet there is nothing to keep.
  if (!current && uploads.length === 0) {
    throw fieldError(['body', 'background_image'], { rule: 'heroAllRequired' });
  }
  const checked = uploads.length ? await checkImage(uploads[0], 'The background image', 'background_image') : null;

  // Every width: the storefront does not know the hero's width, so its srcset names them all.
  const [stored] = checked ? await putImages(c.env, 'heroes', [checked], true) : [];
  const row = {
    title: data.title,
    subtitle: data.subtitle,
    callToAction: data.call_to_action ?? '',
    imageKey: stored?.key ?? current!.imageKey,
  };
  try {
    await saveHero(db, websiteId, row);
  } catch (err) {
    // Nothing half-written: the new object is not referenced by any row.
    if (stored) await deleteImages(c.env.MEDIA, [stored.key]);
    throw err;
  }
  // The old object is unreachable only once D1 points at the new one, and only when no publication shows it (a
  // published or rolled-back-to snapshot still does; housekeeping deletes it once that publication is gone).
  const old = stored && current?.imageKey && current.imageKey !== stored.key ? current.imageKey : null;
  if (old && !(await isPublishedMedia(db, websiteId, old))) await deleteImages(c.env.MEDIA, [old]);
  return c.json(toHeroDto(row), current ? 200 : 201);
}

for (const o of [ops.heroCreate, ops.heroUpdate]) route(heroRoutes, o, (c) => save(c, o));
