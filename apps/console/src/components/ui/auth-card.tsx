import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';

/** The card of the console's signed-out pages (sign-in, set password): brand, title, language. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {/* A row of its own: a switch that fails says so there, covering nothing. */}
        <LanguageSwitcher id="language-select" testId="language-switcher" messageAt="flow" />
        <div className="mt-2 mb-6">
          <p className="text-sm font-semibold text-brand-700">{t('brand.name')}</p>
          <h1 className="text-xl font-bold">{title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
