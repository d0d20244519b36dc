import { screen } from '@testing-library/react';

/** The date segments (spinbuttons) on screen, in order: for DatePicker and DateRangePicker tests. */
export function segments() {
  return screen.getAllByRole('spinbutton');
}

export function segment(index: number): HTMLElement {
  const found = segments()[index];
  if (!found) throw new Error(`No date segment ${index}`);
  return found;
}
