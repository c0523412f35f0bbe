import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { howItWorksSection } from '../../../content/home.ts';
import { HowItWorksCarousel } from './how-it-works-carousel.tsx';

afterEach(cleanup);

const current = () =>
  screen
    .getAllByRole('button', { name: /^Step \d/ })
    .find((b) => b.getAttribute('aria-current') === 'step')!
    .getAttribute('aria-label');
const activeSlide = () =>
  screen
    .getAllByRole('group')
    .find((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('inert'))!
    .getAttribute('aria-label');

function setup() {
  const user = userEvent.setup();
  render(<HowItWorksCarousel steps={howItWorksSection.steps} label="How it works" />);
  return user;
}

describe('HowItWorksCarousel', () => {
  it('starts on step 1 with Previous disabled and only the current slide interactive', () => {
    setup();
    expect(current()).toBe('Step 1: Capture');
    expect(activeSlide()).toBe('1 of 4: Capture');
    expect((screen.getByRole('button', { name: 'Previous step' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves with Next/Previous and stops at 4', async () => {
    const user = setup();
    const next = screen.getByRole('button', { name: 'Next step' });
    for (let i = 0; i < 5; i++) if (!(next as HTMLButtonElement).disabled) await user.click(next);
    expect(current()).toBe('Step 4: Coordinate');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(current()).toBe('Step 3: Recommend');
  });

  it('jumps with the step buttons and moves with the arrow keys', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Step 3: Recommend' }));
    expect(activeSlide()).toBe('3 of 4: Recommend');
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Step 4: Coordinate');
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Step 4: Coordinate');
    await user.keyboard('{Home}');
    expect(current()).toBe('Step 1: Capture');
  });

  it('moves forward on a leftward drag of more than 50 px, back on a rightward one, not on 50 px', () => {
    setup();
    const viewport = screen.getByTestId('carousel-viewport');
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, clientY: 10, pointerId: 1, button: 0 });
      fireEvent.pointerMove(viewport, { clientX: to, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(viewport, { clientX: to, clientY: 10, pointerId: 1 });
    };
    drag(300, 249);
    expect(current()).toBe('Step 2: Analyze');
    drag(300, 250);
    expect(current()).toBe('Step 2: Analyze');
    drag(100, 160);
    expect(current()).toBe('Step 1: Capture');
  });
});
