import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

/** The narrow card the login and registration screens sit in, with a line below it. */
export function AccountCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 md:py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageTitle>{title}</PageTitle>
        {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-slate-700">{footer}</div> : null}
    </div>
  );
}

/** "Question? Link" under a card, e.g. "New to Chapkhana? Create an account". */
export function CardFooterLink({ question, children }: { question: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <span>{question}</span>
      {children}
    </p>
  );
}

export const cardLinkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
