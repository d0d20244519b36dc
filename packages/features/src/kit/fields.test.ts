import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as barrel from './fields';

const auth = join(import.meta.dirname, '../auth');
const authModules = readdirSync(auth, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);

describe('kit/fields', () => {
  it('keeps the barrel for the screens off the first-load path', () => {
    expect(Object.keys(barrel).sort()).toEqual([
      'FormAmountField',
      'FormCheckbox',
      'FormCodeInput',
      'FormComboBox',
      'FormDatePicker',
      'FormPasswordField',
      'FormRadioGroup',
      'FormSelect',
      'FormTextArea',
      'FormTextField',
      'useFocusProxy',
    ]);
  });

  // /login must not pull in the pickers (ComboBox, Select, DatePicker) and their locale data through the barrel.
  it('is never imported through the barrel by the auth feature', () => {
    expect(authModules.length).toBeGreaterThan(5);
    for (const file of authModules) {
      const source = readFileSync(join(auth, file), 'utf8');
      expect(source, file).not.toMatch(/from '[./]*kit\/fields'/);
    }
  });
});
