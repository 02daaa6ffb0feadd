import type { ReportSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../shared/ScrollTable';
import { StateText } from '../../shared/table';
import { useFormat } from '../../shared/use-format';

/** The best sellers of the period by revenue (the API sends at most five). */
export function TopProducts({ products, currency }: { products: Readonly<ReportSummary['top_products']>; currency: string }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  if (products.length === 0) return <StateText>{t('report.noTopProducts')}</StateText>;
  return (
    <ScrollTable label={t('report.topProducts')} testId="top-products">
      <thead>
        <tr>
          <th scope="col">{t('report.product')}</th>
          <th scope="col" className="num">
            {t('report.sold')}
          </th>
          <th scope="col" className="num">
            {t('report.revenue')}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.product_id}>
            <th scope="row">{p.name}</th>
            <td className="num">{fmt.number(p.quantity)}</td>
            <td className="num">{fmt.money(p.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
