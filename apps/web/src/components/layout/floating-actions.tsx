import { BackToTop } from '@/components/layout/back-to-top-part';
import { ChatButton } from '@/components/layout/chat-button';

/**
 * From md up: the shop chat and back-to-top in a gutter of their own at the page's end side,
 * stuck to the bottom of the screen while the page scrolls and resting above the footer at the
 * end. Floating over the page they covered Remove, quantities and totals (issue 18.7). Phones
 * carry both in the bottom bar instead.
 */
export function FloatingActions({ whatsapp }: { whatsapp: string }) {
  return (
    <aside
      className="hidden w-20 shrink-0 flex-col justify-end md:flex"
      data-testid="floating-actions"
    >
      <div className="sticky bottom-6 flex flex-col items-center gap-3 pb-6">
        <BackToTop variant="floating" />
        <ChatButton whatsapp={whatsapp} variant="floating" />
      </div>
    </aside>
  );
}
