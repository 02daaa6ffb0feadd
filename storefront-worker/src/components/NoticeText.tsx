// An empty cart or wishlist, a store with no products, a page not found: a heading, a line, and the one way on as a
// link that looks like a button. The box around it (.sf-empty, .sf-message) gives the look.
export function NoticeText({
  heading: Heading = 'h2',
  title,
  text,
  href,
  action,
}: {
  heading?: 'h1' | 'h2' | 'h3';
  title: string;
  text: string;
  href: string;
  action: string;
}) {
  return (
    <>
      <Heading>{title}</Heading>
      <p>{text}</p>
      <a className="sf-btn" href={href}>
        {action}
      </a>
    </>
  );
}
