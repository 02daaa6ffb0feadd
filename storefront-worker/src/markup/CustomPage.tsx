import type { PageWithSections } from '@app/contracts';
import { ContactForm } from '../components/ContactForm';
import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/**
 * A merchant page (/{slug}): text sections (title and content as plain text) and form sections (a contact form), in
 * the page's order. Other section types have no editor yet and are not shown, nor is a form without fields.
 */
export function CustomPage({ view, page }: { view: View; page: PageWithSections }) {
  // A form without fields would send nothing: it is left out like a section type without an editor.
  const sections = page.sections.filter((s) => s.type === 'text' || (s.type === 'form' && Object.keys(s.content).length > 0));
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
                  <h2>{s.title}</h2>
                  <p>{s.content.text ?? ''}</p>
                </section>
              ),
            )
          )}
        </div>
      </article>
    </StoreLayout>
  );
}
