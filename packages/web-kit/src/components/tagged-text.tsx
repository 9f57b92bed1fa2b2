import { Fragment, type ReactNode } from 'react';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>…</name>` parts (not nested) are drawn by `parts[name]`:
 * the storefront's print hints and the console's rate change keep their figures left to right
 * inside Kurdish and Arabic text this way. What react-i18next's <Trans> did for these sentences,
 * without its markup parser (docs/performance.md, issue 21).
 */
export function TaggedText({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, (content: string) => ReactNode>;
}) {
  const drawn: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', content = ''] = match;
    if (match.index > from) drawn.push(text.slice(from, match.index));
    const part = parts[name];
    drawn.push(<Fragment key={match.index}>{part ? part(content) : content}</Fragment>);
    from = match.index + whole.length;
  }
  if (from < text.length) drawn.push(text.slice(from));
  return <>{drawn}</>;
}
