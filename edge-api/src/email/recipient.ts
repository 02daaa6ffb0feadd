// One mailbox, one key: the per-recipient daily limit of shopper email (email/notify.ts) counts an address however it
// is spelled. Case is folded and a "+tag" after the local part is dropped (most providers deliver a+x@ and a+y@ to
// a@), so nobody can reach one inbox again and again by varying the address.
export function recipientKey(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 1) return text;
  const local = text.slice(0, at).split('+')[0] || text.slice(0, at);
  return `${local}${text.slice(at)}`;
}
