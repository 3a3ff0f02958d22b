import type { SelectOption } from '../../components/select-field';

/** A fieldset of checkboxes, one per option; `chosen` holds the ticked values. */
export function CheckboxGroup({
  id,
  legend,
  options,
  chosen,
  onChange,
}: {
  id?: string;
  legend: string;
  options: readonly SelectOption[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}) {
  function toggle(value: string, ticked: boolean) {
    const next = new Set(chosen);
    if (ticked) next.add(value);
    else next.delete(value);
    onChange(next);
  }
  return (
    <fieldset id={id} className="billing-checkboxes">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
