import { localisedName } from '@chapkhana/shared/languages';
import type { ChosenOption } from '@chapkhana/shared/print';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** A print line's options as "Paper: 400 g silk", one per group, in the reading language. */
export function ChosenOptions({
  options,
  testId = 'print-options',
}: {
  options: readonly ChosenOption[];
  testId?: string;
}) {
  const language = useLanguage();
  if (options.length === 0) return null;
  return (
    <dl data-testid={testId} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {options.map((option) => (
        <div key={option.groupId} data-testid="print-option" className="flex min-w-0 gap-1">
          <dt className="text-slate-500">{localisedName(option.group, language)}:</dt>
          <dd className="min-w-0 break-words font-medium">
            {localisedName(option.value, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
