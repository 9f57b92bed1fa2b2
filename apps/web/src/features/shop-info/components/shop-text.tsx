import { paragraphsOf } from '@chapkhana/shared/shop-links';

/**
 * An admin's page text as paragraphs (blank lines between them, line breaks kept inside). It is
 * only ever text in elements, never markup; `dir="auto"` lets a text in another script than the
 * page's (one language standing in for a missing one) run its own way.
 */
export function ShopText({ text, testId }: { text: string; testId: string }) {
  return (
    <div data-testid={testId} dir="auto" className="space-y-4 leading-relaxed text-slate-800">
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
