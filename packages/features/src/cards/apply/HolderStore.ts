import { makeAutoObservable } from 'mobx';
import { cardNameMessage, cardNameProblem, type User } from '@axia/core';
import { APPLY_TEXT } from './messages';

// Step 0 of /cards/apply, Card holder (seed 002 §4, §5 'Name on card'): the names of GET /user (read-only); a name
// over 20 characters or not only letters (core cardNameProblem) asks for the alternative names (prefilled from the
// profile).

/** The state a story or test may start step 0 from. */
export type HolderSnapshot = Partial<
  Pick<HolderStore, 'alternativeFirstName' | 'alternativeLastName'>
>;

export class HolderStore {
  alternativeFirstName = '';
  alternativeLastName = '';
  /** Whether an alternative name was typed in or left (its message shows from then on). */
  alternativeNameTouched = false;

  constructor(
    /** The customer's profile once read (GET /user). */
    private readonly profile: () => User | null,
    initial: HolderSnapshot = {},
  ) {
    Object.assign(this, initial);
    makeAutoObservable<HolderStore, 'profile'>(this, { profile: false });
  }

  /** The profile's alternative names, unless some were given already. */
  prefill(user: User) {
    if (!this.alternativeFirstName) this.alternativeFirstName = user.alternativeFirstName ?? '';
    if (!this.alternativeLastName) this.alternativeLastName = user.alternativeLastName ?? '';
  }

  /** Why the profile's name cannot be printed (§5), or null. */
  get nameProblem() {
    const user = this.profile();
    return user ? cardNameProblem(user.firstName, user.lastName) : null;
  }

  /** §5: 'The length of your name exceeds the maximum length allowed.' or 'The name should only contain letters.'. */
  get nameMessage(): string | null {
    const problem = this.nameProblem;
    return problem ? cardNameMessage(problem) : null;
  }

  get useAlternativeName(): boolean {
    return this.nameProblem !== null;
  }

  /** The alternative names' problem (both needed, letters only, first + last ≤ 20), or null. */
  get alternativeNameError(): string | null {
    if (!this.useAlternativeName) return null;
    const first = this.alternativeFirstName.trim();
    const last = this.alternativeLastName.trim();
    if (!first || !last) return APPLY_TEXT.alternativeRequired;
    const problem = cardNameProblem(first, last);
    if (problem === 'letters') return APPLY_TEXT.alternativeLetters;
    if (problem === 'tooLong') return APPLY_TEXT.alternativeTooLong;
    return null;
  }

  /** The alternative names' problem as shown: once a name was typed in or left, not before. */
  get shownAlternativeNameError(): string | null {
    return this.alternativeNameTouched ? this.alternativeNameError : null;
  }

  leaveAlternativeName() {
    this.alternativeNameTouched = true;
  }

  setAlternativeFirstName(value: string) {
    this.alternativeNameTouched = true;
    this.alternativeFirstName = value;
  }
  setAlternativeLastName(value: string) {
    this.alternativeNameTouched = true;
    this.alternativeLastName = value;
  }

  /** The names the card prints, as the issue request sends them (§3). */
  get issueFields() {
    return {
      useAlternativeName: this.useAlternativeName,
      ...(this.useAlternativeName && {
        alternativeFirstName: this.alternativeFirstName.trim(),
        alternativeLastName: this.alternativeLastName.trim(),
      }),
    };
  }
}
