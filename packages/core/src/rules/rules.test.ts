import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ONBOARDING_MESSAGES } from '../messages';
import {
  businessAddressFormSchema,
  businessAddressSchema,
  businessRecordsFormSchema,
  businessRecordsSchema,
  capSpendable,
  forgotPasswordSchema,
  greetingName,
  isAlphanumericText,
  isEmail,
  isWebsiteUrl,
  LOW_BALANCE_THRESHOLD_USD,
  checkLogin,
  passwordRefusalReason,
  loginEmail,
  mfaLoginSchema,
  NETWORK_DEPOSIT_FEE_AXC,
  NETWORK_DEPOSIT_MINIMUM_AXC,
  NETWORK_V2_ASSET,
  normalizeText,
  pepSchema,
  plainTextProblem,
  resetPasswordSchema,
  shouldShowLowBalanceNotice,
  signUpConfirmSchema,
  signUpSchema,
  signUpWithoutRobotCheckSchema,
  taxIdSchema,
} from './index';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const validSignUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.COM ',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTermsOfUse: true,
  acceptCoinTerms: true,
  acceptPrivacyPolicy: true,
  captchaToken: 'token',
};

describe('sign-up', () => {
  it('accepts a valid form and normalises the email', () => {
    const result = signUpSchema.parse(validSignUp);
    expect(result.email).toBe('ada@example.com');
  });

  it('gives every required message verbatim', () => {
    const result = signUpSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTermsOfUse: false,
      acceptCoinTerms: false,
      acceptPrivacyPolicy: false,
      captchaToken: '',
    });
    expect(messages(result)).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
      confirmPassword: AUTH_MESSAGES.passwordConfirmationRequired,
      acceptTermsOfUse: 'The Terms of Use must be accepted.',
      acceptCoinTerms: 'The AXIA Coin Terms must be accepted.',
      acceptPrivacyPolicy: 'The Privacy Policy must be accepted.',
      captchaToken: "Please check I'm not a robot",
    });
  });

  it('holds first and last names to the text rule under their labels; trims and collapses them', () => {
    expect(
      messages(
        signUpSchema.safeParse({
          ...validSignUp,
          firstName: '<b>Ada</b>',
          lastName: 'L'.repeat(101),
        }),
      ),
    ).toEqual({
      firstName:
        "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
      lastName: 'Last name must be at most 100 characters',
    });
    const result = signUpSchema.parse({
      ...validSignUp,
      firstName: '  Zoë  Ana ',
      lastName: 'Łukasz 山田',
    });
    expect([result.firstName, result.lastName]).toEqual(['Zoë Ana', 'Łukasz 山田']);
  });

  // Issue 42: the audit's names refused at sign-up. Each is a real person's name.
  it.each([
    ['Mary-Jane', 'Mary-Jane'],
    ["O'Connor", "O'Connor"],
    ['O’Connor', 'O’Connor'],
    ['St. John', 'St. John'],
    ['देवनागरी', 'देवनागरी'],
    ['தமிழ்செல்வி', 'தமிழ்செல்வி'],
    ['สมศักดิ์', 'สมศักดิ์'],
    // "Zoë" typed as e + a combining diaeresis is kept as the one letter ë (NFC), as typed with a precomposed ë.
    ['Zoe\u0308', 'Zo\u00eb'],
  ])('lets the name %s in', (typed, kept) => {
    const result = signUpSchema.parse({ ...validSignUp, firstName: typed, lastName: typed });
    expect([result.firstName, result.lastName]).toEqual([kept, kept]);
  });

  it.each([
    [
      'Ada<script>',
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    ],
    [
      'Ada\u0000',
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    ],
    [
      'Ada\u202e',
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    ],
    [
      'A&B',
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    ],
    [
      'Ada"',
      "First name may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)",
    ],
    ["-'.", 'First name must contain a letter'],
    ['1234', 'First name must contain a letter'],
  ])('refuses %j as a name, saying what a name may contain', (firstName, message) => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, firstName }))).toEqual({
      firstName: message,
    });
  });

  it.each(['short1A', 'alllower1', 'ALLUPPER1', 'NoDigitsHere'])(
    'rejects the weak password %s',
    (password) => {
      const result = signUpSchema.safeParse({
        ...validSignUp,
        password,
        confirmPassword: password,
      });
      expect(messages(result).password).toBe(AUTH_MESSAGES.passwordPolicy);
    },
  );

  it('requires the confirmation to match', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'Secret124' });
    expect(messages(result).confirmPassword).toBe('The password confirmation does not match.');
  });

  it('asks for no robot-check token where none is shown, and checks everything else the same', () => {
    expect(
      signUpWithoutRobotCheckSchema.safeParse({ ...validSignUp, captchaToken: '' }).success,
    ).toBe(true);
    const result = signUpWithoutRobotCheckSchema.safeParse({
      ...validSignUp,
      captchaToken: '',
      acceptPrivacyPolicy: false,
      confirmPassword: 'Secret124',
    });
    expect(messages(result)).toEqual({
      acceptPrivacyPolicy: 'The Privacy Policy must be accepted.',
      confirmPassword: 'The password confirmation does not match.',
    });
  });
});

describe('login, forgot and reset password', () => {
  it('requires email and password', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      ok: false,
      problems: {
        email: 'The email field is required',
        password: 'The password field is required',
      },
    });
    expect(checkLogin({ email: ' \t ', password: 'Secret123' })).toEqual({
      ok: false,
      problems: { email: 'The email field is required' },
    });
    expect(checkLogin({ email: 'ana@example.com', password: '' })).toEqual({
      ok: false,
      problems: { password: 'The password field is required' },
    });
  });

  it('signs in with the email without spaces in lower case, and the password exactly as typed', () => {
    expect(checkLogin({ email: ' Ana.Lee@Example.COM ', password: ' Secret 123 ' })).toEqual({
      ok: true,
      value: { email: 'ana.lee@example.com', password: ' Secret 123 ' },
    });
    // The format is not checked at login: an address the identity service holds signs in as it is.
    expect(checkLogin({ email: 'not-an-email', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'not-an-email', password: 'x' },
    });
    expect(loginEmail(' A@B.C ')).toBe('a@b.c');
    expect(loginEmail('   ')).toBeNull();
    expect(loginEmail(undefined)).toBeNull();
  });

  it("reads the reason of the identity service's password-policy refusal, and only of that refusal", () => {
    expect(
      passwordRefusalReason(
        'Password did not conform with policy: Password must have uppercase characters',
      ),
    ).toBe('Password must have uppercase characters');
    expect(passwordRefusalReason('Incorrect username or password.')).toBeNull();
    expect(passwordRefusalReason(undefined)).toBeNull();
  });

  it('checks the email format on forgot password', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' })).email).toBe(
      'The given email address format must be valid email address',
    );
  });

  it.each(['12345', '1234567', '12a456', ''])('rejects the code %s as incomplete', (code) => {
    expect(messages(resetPasswordSchema.safeParse({ code, password: 'Secret123' })).code).toBe(
      'Please enter the complete verification code.',
    );
  });
});

describe('tax ID', () => {
  const schema = taxIdSchema(['AE', 'BS']);

  it('requires country, number and proof for a non-exempt country', () => {
    expect(
      messages(schema.safeParse({ taxIdCountryCode: '', taxId: '', hasProof: false })),
    ).toMatchObject({
      taxIdCountryCode: 'Tax country code is required!',
    });
    expect(
      messages(schema.safeParse({ taxIdCountryCode: 'US', taxId: ' ', hasProof: false })),
    ).toEqual({
      taxId: 'Tax identification number is required!',
      hasProof: 'Proof of Tax ID is required!',
    });
  });

  it("sends 'N/A' and needs no proof for an exempt country", () => {
    expect(schema.parse({ taxIdCountryCode: 'AE', taxId: '', hasProof: false }).taxId).toBe('N/A');
  });

  it('trims values', () => {
    const result = schema.parse({
      taxIdCountryCode: ' US ',
      taxId: ' 123-45 ',
      memo: ' hi ',
      hasProof: true,
    });
    expect(result).toMatchObject({ taxIdCountryCode: 'US', taxId: '123-45', memo: 'hi' });
  });
});

describe('business records', () => {
  const schema = businessRecordsSchema('2026-11-21');
  const valid = {
    businessName: 'Acme Ltd',
    businessWebsite: 'https://acme.example.com',
    businessRegistrationNumber: 'RC-1',
    businessDateOfIncorporation: '2020-01-31',
    businessCountryCode: 'GB',
    businessEntity: 'H0PO/en/GB',
    businessMonthlyTransferVolume: '1-10',
    businessMonthlyPaymentNumber: '1000+',
    businessMaximumSinglePayment: '25000.00',
    businessDirectors: [{ firstName: 'Wile', lastName: 'Coyote', email: 'wile@acme.example.com' }],
  };

  it('accepts valid records', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it("says '<Field> is required!' for each missing field", () => {
    const result = schema.safeParse({
      ...valid,
      businessName: '',
      businessRegistrationNumber: '',
      businessDateOfIncorporation: '',
      businessCountryCode: '',
      businessEntity: '',
      businessMonthlyTransferVolume: '',
      businessMonthlyPaymentNumber: '',
      businessMaximumSinglePayment: '',
    });
    expect(messages(result)).toEqual({
      businessName: 'Business Name is required!',
      businessRegistrationNumber: 'Registration Number is required!',
      businessDateOfIncorporation: 'Date of Incorporation is required!',
      businessCountryCode: 'Country of Incorporation is required!',
      businessEntity: 'Entity is required!',
      businessMonthlyTransferVolume: 'Monthly Transfer Volume is required!',
      businessMonthlyPaymentNumber: 'Monthly Number of Payments is required!',
      businessMaximumSinglePayment: 'Maximum Single Payment is required!',
    });
  });

  it('needs a maximum single payment in USD above 0, in cents', () => {
    for (const amount of ['0', '0.00', '-5', '12.345', 'abc'])
      expect(
        messages(schema.safeParse({ ...valid, businessMaximumSinglePayment: amount }))
          .businessMaximumSinglePayment,
      ).toBe(ONBOARDING_MESSAGES.maximumPaymentInvalid);
    expect(schema.safeParse({ ...valid, businessMaximumSinglePayment: '0.01' }).success).toBe(true);
  });

  it('needs a director with a valid email, a past incorporation date and a valid website', () => {
    expect(messages(schema.safeParse({ ...valid, businessDirectors: [] })).businessDirectors).toBe(
      ONBOARDING_MESSAGES.directorRequired,
    );
    expect(
      messages(
        schema.safeParse({
          ...valid,
          businessDirectors: [{ ...valid.businessDirectors[0], email: 'x' }],
        }),
      )['businessDirectors.0.email'],
    ).toBe('Please enter a valid email for business director.');
    expect(
      messages(schema.safeParse({ ...valid, businessDateOfIncorporation: '2026-11-22' })),
    ).toEqual({
      businessDateOfIncorporation: 'Date of Incorporation must be before current date.',
    });
    expect(
      messages(schema.safeParse({ ...valid, businessWebsite: 'not a url' })).businessWebsite,
    ).toBe('Please enter a valid website url!');
  });

  it.each([
    ['https://acme.com', true],
    ['acme.co.uk', true],
    ['http://localhost', false],
    ['ftp://acme.com', false],
    ['acme', false],
  ])('website %s valid: %s', (url, ok) => {
    expect(isWebsiteUrl(url)).toBe(ok);
  });
});

describe('business address', () => {
  const registered = {
    businessAddressLine1: '1 Road',
    businessAddressLine2: '',
    businessAddressCity: 'London',
    businessAddressState: 'London',
    businessAddressCountryCode: 'GB',
    businessAddressPostalCode: 'N1 1AA',
  };

  it('requires the registered address fields with their labels', () => {
    const result = businessAddressSchema(false).safeParse({});
    expect(messages(result)).toMatchObject({
      businessAddressLine1: 'Address 1 is required!',
      businessAddressCity: 'City is required!',
      businessAddressState: 'State/Province is required!',
      businessAddressCountryCode: 'Country is required!',
      businessAddressPostalCode: 'Post Code / Zip Code is required!',
    });
  });

  it('requires trading fields only with a different trading address', () => {
    const trading = Object.fromEntries(
      Object.keys(registered).map((k) => [
        k.replace('businessAddress', 'businessTradingAddress'),
        '',
      ]),
    );
    expect(businessAddressSchema(false).safeParse({ ...registered, ...trading }).success).toBe(
      true,
    );
    expect(
      messages(businessAddressSchema(true).safeParse({ ...registered, ...trading })),
    ).toMatchObject({
      businessTradingAddressLine1: 'Address 1 is required!',
    });
  });
});

describe('onboarding forms', () => {
  it('needs a PEP declaration', () => {
    expect(messages(pepSchema.safeParse({ pepStatus: '' }))).toEqual({
      pepStatus: 'PEP status is required!',
    });
    expect(pepSchema.parse({ pepStatus: 'NONE' })).toEqual({ pepStatus: 'NONE' });
  });

  it('needs the certificate of incorporation and the proof of address on record', () => {
    expect(
      messages(businessRecordsFormSchema('2026-11-21').safeParse({ hasCertificate: false }))
        .hasCertificate,
    ).toBe('Certificate of Incorporation is required!');
    expect(messages(businessAddressFormSchema(false).safeParse({ hasProof: false })).hasProof).toBe(
      'Proof of Address is required!',
    );
  });
});

describe('text helper', () => {
  it('trims and collapses spaces, allows letters, digits and spaces', () => {
    expect(normalizeText('  Acme   Trading  Ltd ')).toBe('Acme Trading Ltd');
    expect(isAlphanumericText('Acme 123')).toBe(true);
    expect(isAlphanumericText('')).toBe(true);
    expect(isAlphanumericText('Acme!')).toBe(false);
  });

  it('keeps a letter typed with a combining mark as the one composed letter (NFC)', () => {
    expect(normalizeText(' Zoe\u0308 ')).toBe('Zo\u00eb');
  });
});

describe('account rules', () => {
  it('caps spendable AXC by spendable USD at the rate', () => {
    expect(
      capSpendable({ spendableAmountInAxc: '1000', spendableAmountInUsd: '50' }, '0.1'),
    ).toEqual({
      spendableAmountInAxc: '500.00000',
      spendableAmountInUsd: '50',
    });
    const under = { spendableAmountInAxc: '100', spendableAmountInUsd: '50' };
    expect(capSpendable(under, '0.1')).toBe(under);
  });

  it.each([
    ['2026-11-24', '50', true],
    ['2026-11-23', '50', false],
    ['2026-11-30', '100', false],
    ['2026-02-22', '0', true],
    ['2026-02-21', '0', false],
  ])('low-balance notice on %s with total %s: %s', (today, total, shown) => {
    expect(shouldShowLowBalanceNotice(today, total, '100')).toBe(shown);
  });

  it('cuts the greeting name at 10 characters', () => {
    expect(greetingName('Ada')).toBe('Ada');
    expect(greetingName('Bartholomew')).toBe('Bartholome...');
  });
});

describe('email and text length (seed 000 §5)', () => {
  // An address is at most 254 characters (RFC 5321's path limit).
  const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  it('takes an email of 254 characters and refuses one of 255', () => {
    expect(isEmail(email(254))).toBe(true);
    expect(isEmail(email(255))).toBe(false);
  });

  it('takes a text of exactly its maximum length, not one more', () => {
    expect(plainTextProblem('Alias', 'a'.repeat(20), 20)).toBeNull();
    expect(plainTextProblem('Alias', 'a'.repeat(21), 20)).toBe(
      'Alias must be at most 20 characters',
    );
  });
});

describe('spendable cap edges (seed 000 §5)', () => {
  it('caps nothing when AXC × rate equals the USD exactly (only when it exceeds)', () => {
    const even = { spendableAmountInAxc: '500', spendableAmountInUsd: '50' };
    expect(capSpendable(even, '0.1')).toEqual({
      spendableAmountInAxc: '500',
      spendableAmountInUsd: '50',
    });
  });

  it('caps nothing at a rate of 0: there is no price to divide by', () => {
    const owing = { spendableAmountInAxc: '10', spendableAmountInUsd: '-1.00' };
    expect(capSpendable(owing, '0')).toEqual({
      spendableAmountInAxc: '10',
      spendableAmountInUsd: '-1.00',
    });
  });

  it('cuts the greeting name only past 10 characters', () => {
    expect(greetingName('Bartholome')).toBe('Bartholome');
  });
});

describe('the password rule (seed 000 §5: at least 8 characters, an upper case letter, a lower case letter, a digit)', () => {
  const POLICY =
    'Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit.';
  it.each(['a!Bcdef1', '1!2345aB', 'Z!9yyyyy', '!!!!!!aZ9', 'ABCDEFg1', '12345678aB'])(
    'takes %j: each kind of character may stand anywhere',
    (password) => {
      expect(resetPasswordSchema.safeParse({ code: '123456', password }).success).toBe(true);
    },
  );

  it.each([
    ['a line break before a good password', 'ab\nSecret12'],
    ['a line break after a good password', 'Secret12\nab'],
    ['seven characters', 'Secre12'],
  ])('refuses %s: a password is one line of at least 8', (_case, password) => {
    expect(messages(resetPasswordSchema.safeParse({ code: '123456', password }))).toEqual({
      password: POLICY,
    });
  });
});

describe('a form sent without its fields (the same schemas check the bank requests)', () => {
  it('sign-up names every required field with its own message', () => {
    expect(messages(signUpSchema.safeParse({}))).toMatchObject({
      firstName: 'The first name field is required',
      lastName: 'The last name field is required',
      email: 'The email field is required',
      password: 'The password field is required',
      confirmPassword: 'The password confirmation field is required',
      captchaToken: "Please check I'm not a robot",
    });
  });

  it('sign-up without the robot check still checks the other fields', () => {
    expect(messages(signUpWithoutRobotCheckSchema.safeParse({ captchaToken: '' }))).toMatchObject({
      firstName: 'The first name field is required',
      email: 'The email field is required',
    });
  });

  it('login asks for the email and the password', () => {
    expect(checkLogin({})).toEqual({
      ok: false,
      problems: {
        email: 'The email field is required',
        password: 'The password field is required',
      },
    });
    expect(checkLogin({ email: 42, password: null })).toEqual({
      ok: false,
      problems: {
        email: 'The email field is required',
        password: 'The password field is required',
      },
    });
  });

  it('forgot password asks for the email', () => {
    expect(messages(forgotPasswordSchema.safeParse({}))).toEqual({
      email: 'The email field is required',
    });
  });

  it.each([
    ['reset password', resetPasswordSchema],
    ['sign-up confirm', signUpConfirmSchema],
    ['MFA login', mfaLoginSchema],
  ] as const)('%s asks for the complete six-digit code', (_form, schema) => {
    expect(messages(schema.safeParse({}))).toMatchObject({
      code: 'Please enter the complete verification code.',
    });
    expect(messages(schema.safeParse({ code: '12345', password: 'Secret123' }))).toEqual({
      code: 'Please enter the complete verification code.',
    });
    expect(messages(schema.safeParse({ code: '1234567', password: 'Secret123' }))).toEqual({
      code: 'Please enter the complete verification code.',
    });
    expect(schema.safeParse({ code: '123456', password: 'Secret123' }).success).toBe(true);
  });
});

describe('email format (seed 000 §5: a valid email address)', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b@mail.example.org', true],
    ['x@y@example.com', false],
    ['ada@example.com@x', false],
    ['ada@example.com x', false],
    ['a da@example.com', false],
    ['ada@example', false],
    ['@example.com', false],
  ])('%j: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });
});

describe('deposit and balance constants (seed 000 §9, seed 001 §7, §9)', () => {
  it('the feeless minimum balance is USD 100', () => {
    expect(LOW_BALANCE_THRESHOLD_USD).toBe('100');
  });

  it('a native-coin network deposit is at least 1 AXC; the estimated network fee is 0.001 AXC', () => {
    expect(NETWORK_DEPOSIT_MINIMUM_AXC).toBe('1');
    expect(NETWORK_DEPOSIT_FEE_AXC).toBe('0.001');
  });

  it("the V2 deposit address is asked for with asset 'axiaV2'", () => {
    expect(NETWORK_V2_ASSET).toBe('axiaV2');
  });
});
