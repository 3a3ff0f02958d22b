import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

describe('Accordion', () => {
  it('is a heading with a button that controls a labelled panel', async () => {
    render(
      <Accordion title="Lasku ajalta 1.1.2025–31.1.2025">
        <p>Laskun summa 12,30 €</p>
      </Accordion>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    const button = screen.getByRole('button', { name: 'Lasku ajalta 1.1.2025–31.1.2025' });
    expect(heading).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByText('Laskun summa 12,30 €')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Lasku ajalta 1.1.2025–31.1.2025' })).toBe(panel);
    expect(screen.getByText('Laskun summa 12,30 €')).toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Laskun summa 12,30 €')).toBeNull();
  });

  it('opens and closes from the keyboard', async () => {
    const events = userEvent.setup();
    render(
      <Accordion title="Sopimus" headingLevel={2}>
        Sisältö
      </Accordion>,
    );
    await events.tab();
    const button = screen.getByRole('button', { name: 'Sopimus' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(button);
    await events.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open, and each accordion has panel ids of its own', () => {
    render(
      <>
        <Accordion title="Yksi" defaultOpen>
          Ensimmäinen
        </Accordion>
        <Accordion title="Kaksi">Toinen</Accordion>
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ensimmäinen')).toBeVisible();
    expect(first!.getAttribute('aria-controls')).not.toBe(second!.getAttribute('aria-controls'));
  });
});
