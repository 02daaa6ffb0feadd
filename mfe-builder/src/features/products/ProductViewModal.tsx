import { PRODUCT_DETAIL_FIELDS, type Product } from '@app/contracts';
import { Modal } from '@app/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Clamp } from '../../shared/layout';
import { formatPrice } from './product-form';
import { CloseRow } from '../../shared/CloseRow';

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${(p) => p.theme.color.border};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Everything about one product, read-only. */
export function ProductViewModal({ product, currency, onClose }: { product: Product; currency: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('builder');
  return (
    <Modal open title={<Clamp>{product.name}</Clamp>} onClose={onClose}>
      <Images>
        {product.image_urls.map((url, i) => (
          <img key={url} src={url} alt={t('products.savedImage', { n: i + 1 })} />
        ))}
      </Images>
      <Facts>
        <dt>{t('products.description')}</dt>
        <dd>{product.description}</dd>
        <dt>{t('products.price')}</dt>
        <dd>{formatPrice(product.price, currency, i18n.language)}</dd>
        <dt>{t('products.stock')}</dt>
        <dd>{product.stock}</dd>
        <dt>{t('products.category')}</dt>
        <dd>{product.category}</dd>
        <dt>{t('products.rating')}</dt>
        <dd>{t('products.ratingValue', { rating: product.rating })}</dd>
        {/* The details shoppers see, under the same labels as on the product page, each only when it has a value. */}
        {PRODUCT_DETAIL_FIELDS.filter((k) => product[k] !== '').map((k) => (
          <Fragment key={k}>
            <dt>{t(`common:productFields.${k}`)}</dt>
            <dd>{product[k]}</dd>
          </Fragment>
        ))}
      </Facts>
      <CloseRow onClose={onClose} />
    </Modal>
  );
}
