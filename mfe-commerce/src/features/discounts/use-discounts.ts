// The Discounts screen's state: the store's discounts, its products (for "applies to products") and currency, and
// the calls that save, deactivate and reload. Loading is one effect; saving answers with the server's refusal.
import { api, messageOf, type Shown } from '@app/api-client';
import type { Discount, DiscountInput } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { isNoWebsite } from '../../shared/no-website';

export interface ProductChoice {
  id: number;
  name: string;
}

export type DiscountsState =
  | { status: 'loading' }
  | { status: 'noWebsite' }
  | { status: 'error'; error: Shown }
  | { status: 'ready'; items: Discount[]; products: ProductChoice[]; currency: string };

/** The store's products (the first 100: what a small merchant's catalogue holds) as choices. */
async function loadAll(): Promise<DiscountsState> {
  const [list, website] = await Promise.all([api.discounts.list(), api.website.mine()]);
  const products = await api.products.list(website.id, { page: 1, limit: 100 });
  return {
    status: 'ready',
    items: list.items,
    products: products.items.map((p) => ({ id: p.id, name: p.name })),
    currency: website.currency,
  };
}

export function useDiscounts() {
  const [state, setState] = useState<DiscountsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState(await loadAll());
    } catch (err) {
      setState(isNoWebsite(err) ? { status: 'noWebsite' } : { status: 'error', error: messageOf(err, 'generic') });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Creates (no id) or replaces a discount, then shows the list as the server has it. Throws the server's refusal. */
  const save = useCallback(
    async (body: DiscountInput, id?: number) => {
      await (id == null ? api.discounts.create(body) : api.discounts.update(id, body));
      await reload();
    },
    [reload],
  );
  return { state, reload, save };
}
