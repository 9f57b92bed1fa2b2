import { inputClass } from '@/components/ui/field';

/** The search field above a console list; typing starts again from page one (the caller's job). */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm">
      {label}
      <input
        type="search"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
