import type { PageWithSections } from '@app/contracts';
import { ContactForm } from '../components/ContactForm';
import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';
import { shownSections } from '../data/content';

/**
 * A merchant page (/{slug}): text sections (title and content as plain text) and form sections (a contact form), in
 * the page's order (data/content.ts shownSections). A page with none reaches only the merchant's preview (shoppers get
 * the 404: routes/context.ts), which says it is empty.
 */
export function CustomPage({ view, page }: { view: View; page: PageWithSections }) {
  const sections = shownSections(page);
  return (
    <StoreLayout view={view}>
      <article className="sf-container sf-section">
        <div className="sf-prose">
          <h1 className="sf-page-title">{page.title}</h1>
          {sections.length === 0 ? (
            <p className="sf-empty">{view.t('page.noContent')}</p>
          ) : (
            sections.map((s) =>
              s.type === 'form' ? (
                <ContactForm key={s.id} section={s} />
              ) : (
                <section key={s.id} className="sf-text-section">
                  {s.title.trim() && <h2>{s.title}</h2>}
                  {(s.content.text ?? '').trim() && <p>{s.content.text}</p>}
                </section>
              ),
            )
          )}
        </div>
      </article>
    </StoreLayout>
  );
}
