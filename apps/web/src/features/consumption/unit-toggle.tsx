import { useTexts } from '../../texts';

/**
 * The kWh / € toggle: two buttons with aria-pressed in a labelled group, each a plain button, so
 * Tab and Enter or Space work as on any button. `onChange` is a navigation (the URL holds it).
 */
export function UnitToggle({
  consumptionUnit,
  costMode,
  onChange,
}: {
  /** The meter unit as shown ('kWh', 'MWh', 'm³'). */
  consumptionUnit: string;
  costMode: boolean;
  onChange: (costMode: boolean) => void;
}) {
  const texts = useTexts().consumption.cost;
  const choices = [
    { cost: false, label: consumptionUnit },
    { cost: true, label: texts.euroButton },
  ];
  return (
    <div className="unit-toggle" role="group" aria-label={texts.toggleLabel}>
      {choices.map((choice) => (
        <button
          key={String(choice.cost)}
          type="button"
          className="chip"
          aria-pressed={costMode === choice.cost}
          onClick={() => {
            if (costMode !== choice.cost) onChange(choice.cost);
          }}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
