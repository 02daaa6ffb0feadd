// How a statement of a checkout batch finds the order inserted earlier in the same batch (its id is unknown until the
// INSERT runs): the card flow by its transaction's unique txn_id, an order that waits for its payment (no transaction
// yet) by its unique checkout_ref (migration 0016), which later becomes its transaction's txn_id.

/** A scalar sub-select of the order id for the ref bound at `param` (`?3`, `?`): both lookups are unique indexes. */
export const orderIdByRef = (param: string) =>
  `(SELECT order_id FROM transactions WHERE txn_id = ${param} UNION ALL SELECT id FROM orders WHERE checkout_ref = ${param} LIMIT 1)`;
