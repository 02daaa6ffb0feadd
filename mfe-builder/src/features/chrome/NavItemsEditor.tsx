import { Button, Input } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ariaFor, fieldError } from '../../shared/fields';
import { useText } from '../../shared/use-text';
import { blankRow, type ChromeValues } from './chrome';

const MAX_ITEMS = 20;

const Set = styled.fieldset`border: 1px solid ${(p) => p.theme.color.border}; border-radius: 8px; padding: 12px; margin: 0 0 14px;
  legend { font-weight: 600; padding: 0 6px; }`;
const Item = styled.li`display: grid; grid-template-columns: 1fr 1fr auto; gap: 8px; align-items: start; margin-bottom: 10px;
  @media (max-width: 560px) { grid-template-columns: 1fr; }`;
const List = styled.ol`list-style: none; margin: 0 0 8px; padding: 0;`;
const Message = styled.p`margin: 4px 0 0; color: ${(p) => p.theme.color.danger}; font-size: 0.85rem;`;
const Lock = styled.small`display: block; color: ${(p) => p.theme.color.muted}; margin-top: 2px;`;

/** Navigation items (title, link) with add and remove; read-only rows can only be removed. */
export function NavItemsEditor({ form, idPrefix }: { form: FormikProps<ChromeValues>; idPrefix: string }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const navs = form.values.navs;
  const setNavs = (next: ChromeValues['navs']) => void form.setFieldValue('navs', next);
  const listError = typeof form.errors.navs === 'string' ? form.errors.navs : undefined;

  return (
    <Set>
      <legend>{t('chrome.navs')}</legend>
      {navs.length === 0 && <Lock>{t('chrome.noNavs')}</Lock>}
      <List>
        {navs.map((row, i) => {
          const n = i + 1;
          const ids = { title: `${idPrefix}-nav-${i}-title`, link: `${idPrefix}-nav-${i}-link` };
          const errs = { title: fieldError(form, `navs.${i}.title`), link: fieldError(form, `navs.${i}.link`) };
          return (
            <Item key={i}>
              <div>
                <Input id={ids.title} aria-label={t('chrome.itemTitle', { n })} placeholder={t('chrome.titlePlaceholder')} maxLength={80}
                  readOnly={row.isReadOnly} aria-readonly={row.isReadOnly || undefined} $invalid={!!errs.title}
                  {...form.getFieldProps(`navs.${i}.title`)} {...ariaFor(ids.title, errs.title)} />
                {errs.title && <Message id={`${ids.title}-error`}>{text(errs.title)}</Message>}
                {row.isReadOnly && <Lock>{t('chrome.readOnly')}</Lock>}
              </div>
              <div>
                <Input id={ids.link} aria-label={t('chrome.itemLink', { n })} placeholder="about-us" maxLength={2100}
                  readOnly={row.isReadOnly} aria-readonly={row.isReadOnly || undefined} $invalid={!!errs.link}
                  {...form.getFieldProps(`navs.${i}.link`)} {...ariaFor(ids.link, errs.link)} />
                {errs.link && <Message id={`${ids.link}-error`}>{text(errs.link)}</Message>}
              </div>
              <Button type="button" $variant="secondary" aria-label={t('chrome.removeItem', { n })}
                onClick={() => setNavs(navs.filter((_, j) => j !== i))}>
                {t('actions.remove')}
              </Button>
            </Item>
          );
        })}
      </List>
      {listError && <Message role="alert">{text(listError)}</Message>}
      <Button type="button" $variant="secondary" disabled={navs.length >= MAX_ITEMS} onClick={() => setNavs([...navs, blankRow()])}>
        {t('chrome.addItem')}
      </Button>
    </Set>
  );
}
