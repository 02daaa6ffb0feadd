import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { NotFoundPage, WebsiteNotFoundPage } from './NotFoundPages';

describe('the 404 screens', () => {
  it.each([
    ['NotFoundPage', NotFoundPage, 'Page Not Found', 'The page you are looking for does not exist or has moved.', 'Go Back To Home'],
    ['WebsiteNotFoundPage', WebsiteNotFoundPage, 'Website Not Found', "The store you're looking for doesn't exist.", 'Return to Home'],
  ])('%s: the big 404 hidden from readers, its own heading, text and a link home', (_name, Page, title, text, home) => {
    const { container } = renderAt(<Page />, '/nope');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(text).tagName).toBe('P');
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
    expect(container.querySelector('.code[aria-hidden="true"]')?.textContent).toBe('404');
  });
});
