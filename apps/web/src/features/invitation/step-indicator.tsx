import { useTexts } from '../../texts';
import './invitation.css';

/** The steps of a form in order, the current one marked for sight and for screen readers. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const texts = useTexts();
  return (
    <ol className="steps" aria-label={texts.invitation.managerCompany.steps}>
      {steps.map((name, index) => (
        <li
          key={name}
          className="steps__item"
          aria-current={index === current ? 'step' : undefined}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}
