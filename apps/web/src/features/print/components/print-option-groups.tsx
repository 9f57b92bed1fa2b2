import { localisedName } from '@chapkhana/shared/languages';
import type { PrintChoice, ProductPrint } from '@chapkhana/shared/print';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** Each option group as a row of chips (a radio group named by the group), one value chosen. */
export function PrintOptionGroups({
  options,
  choice,
  onChoose,
}: {
  options: ProductPrint['options'];
  choice: PrintChoice;
  onChoose: (groupId: string, valueId: string) => void;
}) {
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4">
      {options.map((group) => {
        const groupName = localisedName(group, language);
        return (
          <fieldset
            key={group.id}
            role="radiogroup"
            aria-label={groupName}
            data-testid="print-option-group"
            data-group={group.id}
            className="flex min-w-0 flex-col gap-2"
          >
            <legend className="mb-2 font-semibold text-slate-800">{groupName}</legend>
            <div className="flex flex-wrap gap-2">
              {group.values.map((value) => {
                const checked = choice[group.id] === value.id;
                return (
                  <label
                    key={value.id}
                    className={`flex min-h-10 max-w-full cursor-pointer items-center rounded-full px-4 py-1.5 text-sm font-medium ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                      checked
                        ? 'bg-brand-700 text-white ring-brand-700'
                        : 'bg-white text-slate-800 ring-slate-300 hover:ring-brand-700'
                    }`}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`print-${group.id}`}
                      value={value.id}
                      checked={checked}
                      onChange={() => onChoose(group.id, value.id)}
                    />
                    <span className="break-words">{localisedName(value, language)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
