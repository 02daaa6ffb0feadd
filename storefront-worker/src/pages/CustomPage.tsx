import type { PageWithSections } from '@app/contracts';
import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/** A merchant page (/{slug}): only text sections are shown, each with its title and content as plain text. */
export function CustomPage({ view, page }: { view: View; page: PageWithSections }) {
  const sections = page.sections.filter((s) => s.type === 'text');
  return (
    <StoreLayout view={view}>
      <article className="sf-container sf-section">
        <div className="sf-prose">
        <h1 className="sf-page-title">{page.title}</h1>
        {sections.length === 0 ? (
          <p className="sf-empty">{view.t('page.noContent')}</p>
        ) : (
          sections.map((s) => (
            <section key={s.id} className="sf-text-section">
              <h2>{s.title}</h2>
              <p>{s.content.text ?? ''}</p>
            </section>
          ))
        )}
        </div>
      </article>
    </StoreLayout>
  );
}
