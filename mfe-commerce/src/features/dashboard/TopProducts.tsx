import type { ReportSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { NumberHeads, ScrollTable } from '../../shared/ScrollTable';
import { StateText } from '../../shared/table';
import { useFormat } from '../../shared/use-format';

/** The best sellers of the period by revenue (the API sends at most five). */
export function TopProducts({ products, currency }: { products: Readonly<ReportSummary['top_products']>; currency: string }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  if (products.length === 0) return <StateText>{t('report.noTopProducts')}</StateText>;
  return (
    <ScrollTable label={t('report.topProducts')} testId="top-products">
      <NumberHeads first={t('report.product')} numbers={[t('report.sold'), t('report.revenue')]} />
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
