import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, renderPage } from '@app/remote-kit/test';
import { makeWebsite } from '../../test/fixtures';
import { HeroPanel } from './HeroPanel';
import { heroState } from './hero.store';

const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' });
const HERO = { title: 'Welcome', subtitle: 'Fresh things', background_image: '/media/heroes/a.jpg', call_to_action: 'Shop now' };

describe('Hero', () => {
  it('create: title, subtitle and image are required ("All fields are required"); a text file is refused', async () => {
    heroState.tab = null;
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<HeroPanel hero={null} />);
    expect(screen.getByRole('tab', { name: 'Create', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create hero' }));
    // formik validates a submit asynchronously: the messages come once it has.
    await waitFor(() => {
      for (const label of ['Title', 'Subtitle', 'Background image']) expect(errorOf(label)).toBe('All fields are required');
    });
    await user.upload(screen.getByLabelText('Background image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    // The file is checked by its content (read asynchronously): the message comes once that read is done.
    await waitFor(() =>
      expect(errorOf('Background image')).toBe('“notes.txt” was not added: Only JPEG, PNG, WebP, GIF or AVIF images are allowed.'),
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('update: a refused file is named, dropped from the picker, and Update stays disabled until a good image or Discard', async () => {
    heroState.tab = 'update';
    mockApi({});
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<HeroPanel hero={{ title: 'Hi', subtitle: 'There', call_to_action: '', background_image: '/media/h.jpg' }} />);
    const update = screen.getByRole('button', { name: 'Update hero' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Title'), '!');
    expect(update.disabled).toBe(false);
    const input = () => screen.getByLabelText('Background image') as HTMLInputElement;
    await user.upload(input(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(errorOf('Background image')).toBe('“menu.pdf” was not added: Only JPEG, PNG, WebP, GIF or AVIF images are allowed.'),
    );
    expect(input().files?.length ?? 0).toBe(0);
    expect(update.disabled).toBe(true);
    await user.upload(input(), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ok.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(errorOf('Background image')).toBeUndefined());
    expect((screen.getByRole('button', { name: 'Update hero' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('create: multipart with a preview of the chosen image; "Hero created" after the answer', async () => {
    heroState.tab = null;
    const gate = deferred({ status: 201, body: HERO });
    const { calls } = mockApi({ 'POST /website/hero': gate.handler, 'GET /website/': { body: makeWebsite({ hero: HERO }) } });
    const user = userEvent.setup({ delay: null });
    renderPage(<HeroPanel hero={null} />);
    await user.type(screen.getByLabelText('Title'), 'Welcome');
    await user.type(screen.getByLabelText('Subtitle'), 'Fresh things');
    await user.upload(screen.getByLabelText('Background image'), png());
    expect((screen.getByRole('img', { name: 'Background image preview' }) as HTMLImageElement).src).toMatch(/^blob:preview-/);
    await user.click(screen.getByRole('button', { name: 'Create hero' }));
    await waitFor(() => expect(calls[0]?.method).toBe('POST'));
    const form = calls[0].body as FormData;
    expect(form.get('title')).toBe('Welcome');
    expect(form.get('subtitle')).toBe('Fresh things');
    expect((form.get('background_image') as File).name).toBe('hero.png');
    expect(screen.queryByText('Hero created')).toBeNull();
    gate.release();
    await screen.findByText('Hero created');
  });

  it('update: submit disabled until something changed; the current image is kept unless a new one is chosen', async () => {
    heroState.tab = null;
    const { calls } = mockApi({ 'PUT /website/hero': { body: HERO }, 'GET /website/': { body: makeWebsite({ hero: HERO }) } });
    const user = userEvent.setup({ delay: null });
    renderPage(<HeroPanel hero={HERO} />);
    expect(screen.getByRole('tab', { name: 'Update', selected: true })).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Background image preview' }) as HTMLImageElement).src).toContain('/media/heroes/a.jpg');
    const submit = screen.getByRole('button', { name: 'Update hero' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Subtitle'), '!');
    expect(submit.disabled).toBe(false);
    await user.type(screen.getByLabelText('Subtitle'), '{Backspace}');
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.click(submit);
    await screen.findByText('Hero Updated Successfully');
    const form = calls.find((c) => c.method === 'PUT')!.body as FormData;
    expect(form.get('title')).toBe('Hello');
    expect(form.get('background_image')).toBeNull();
  });

  it('update: a blank title is "All fields are required"', async () => {
    heroState.tab = 'update';
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<HeroPanel hero={HERO} />);
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Update hero' }));
    expect(errorOf('Title')).toBe('All fields are required');
  });
});
