import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authServices, renderScreen } from '../testing';
import { LoginScreenView } from './LoginScreen';

// Issue 45: 'Sign in with a passkey' on /login and the browser's passkey autofill.

const providerError = (name: string, message: string) =>
  Object.assign(new Error(message), { name });

const passkeyButton = () => screen.getByRole('button', { name: 'Sign in with a passkey' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

describe("LoginScreen's passkey sign-in", () => {
  it('offers passkeys in the email field (autocomplete) and asks no password for the button', async () => {
    const signInWithPasskey = vi.fn().mockResolvedValue('DONE');
    const signIn = vi.fn();
    const { services, navigate } = authServices({ auth: { signInWithPasskey, signIn } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    expect(emailField()).toHaveAttribute('autocomplete', 'username webauthn');
    const user = userEvent.setup();
    await user.type(emailField(), ' Ada@Demo.Test ');
    await user.click(passkeyButton());
    // The same email as a password sign-in's (normalised); the login flow follows as after any sign-in.
    await waitFor(() => expect(signInWithPasskey).toHaveBeenCalledWith('ada@demo.test'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('needs the email first, said under the field as for a password sign-in', async () => {
    const signInWithPasskey = vi.fn();
    const { services } = authServices({ auth: { signInWithPasskey } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await userEvent.setup().click(passkeyButton());
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('The email field is required'),
    );
    expect(emailField()).toHaveFocus();
    expect(signInWithPasskey).not.toHaveBeenCalled();
  });

  it.each([
    [
      providerError(
        'PasskeyAuthenticationCanceled',
        'Passkey authentication ceremony has been canceled.',
      ),
      'The passkey prompt was closed before you signed in. Try again when you are ready.',
    ],
    [
      providerError('PasskeyNotSupported', 'Passkeys may not be supported on this device.'),
      'This browser cannot use passkeys. Log in with your password instead.',
    ],
    [
      providerError('PasskeyRetrievalFailed', 'Device failed to retrieve passkey.'),
      'We could not sign you in with a passkey. Try again, or log in with your password.',
    ],
    [
      new Error('Unsupported sign-in step: CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'),
      'We could not sign you in with a passkey. Try again, or log in with your password.',
    ],
    [
      providerError('NotAuthorizedException', 'Incorrect username or password.'),
      'These credentials do not match our records.',
    ],
  ])('says why the passkey did not sign in under the email field (%s)', async (error, text) => {
    const { services, navigate } = authServices({
      auth: { signInWithPasskey: vi.fn().mockRejectedValue(error) },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@demo.test');
    await user.click(passkeyButton());
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(text));
    expect(emailField()).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the authenticator step when the identity asks one, keeping the remembered page', async () => {
    const { services, navigate } = authServices({
      auth: { signInWithPasskey: vi.fn().mockResolvedValue('TOTP') },
    });
    renderScreen(<LoginScreenView showNotice={false} />, {
      services,
      path: '/login',
      state: { from: '/cards' },
    });
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@demo.test');
    await user.click(passkeyButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/mfa-login', { state: { from: '/cards' } }),
    );
  });

  it('sends a visitor to the start page when the identity service is unavailable', async () => {
    const unavailable = Object.assign(new Error('Service Unavailable'), { status: 503 });
    const { services, navigate } = authServices({
      auth: { signInWithPasskey: vi.fn().mockRejectedValue(unavailable) },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@demo.test');
    await user.click(passkeyButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });
});

describe("LoginScreen's passkey autofill", () => {
  /** A browser that offers passkeys in autofill, and an identity service with the autofill challenge. */
  function autofillBrowser(available = true) {
    const isConditionalMediationAvailable = vi.fn(async () => available);
    Object.defineProperty(window, 'PublicKeyCredential', {
      configurable: true,
      value: { isConditionalMediationAvailable },
    });
    const fetch = vi.fn(async () =>
      Response.json({
        CredentialRequestOptions: { challenge: 'AAEC', rpId: '127.0.0.1', allowCredentials: [] },
        ChallengeId: 'challenge-1',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    let pick: (credential: unknown) => void = () => undefined;
    const get = vi.fn(
      (options: CredentialRequestOptions) =>
        new Promise((resolve, reject) => {
          pick = resolve;
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
    const buffer = (text: string) => new TextEncoder().encode(text).buffer;
    const choose = () =>
      pick({
        id: 'Y3JlZA',
        rawId: buffer('cred'),
        type: 'public-key',
        response: {
          clientDataJSON: buffer('{}'),
          authenticatorData: buffer('data'),
          signature: buffer('sig'),
          userHandle: buffer('sub-ada'),
        },
        getClientExtensionResults: () => ({}),
      });
    return { fetch, get, choose, isConditionalMediationAvailable };
  }

  it('asks the identity for an autofill challenge, waits for a pick, and signs in as its owner', async () => {
    const browser = autofillBrowser();
    const signInWithPasskeyAutofill = vi.fn().mockResolvedValue('DONE');
    const { services, navigate } = authServices({ auth: { signInWithPasskeyAutofill } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await waitFor(() => expect(browser.get).toHaveBeenCalled());
    expect(browser.fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:8080/identity',
      expect.objectContaining({
        method: 'POST',
        body: '{}',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.StartWebAuthnAutofill',
        },
      }),
    );
    expect(browser.get.mock.lastCall?.[0]).toMatchObject({ mediation: 'conditional' });
    browser.choose();
    await waitFor(() => expect(signInWithPasskeyAutofill).toHaveBeenCalled());
    const [username, credential] = signInWithPasskeyAutofill.mock.lastCall as [string, string];
    expect(username).toBe('sub-ada');
    expect(JSON.parse(credential)).toMatchObject({
      id: 'Y3JlZA',
      type: 'public-key',
      response: { userHandle: 'c3ViLWFkYQ', signature: 'c2ln' },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
  });

  it('a refused autofill sign-in is said under the email field, and the autofill waits again', async () => {
    const browser = autofillBrowser();
    const signInWithPasskeyAutofill = vi
      .fn()
      .mockRejectedValue(
        providerError('NotAuthorizedException', 'Incorrect username or password.'),
      );
    const { services } = authServices({ auth: { signInWithPasskeyAutofill } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await waitFor(() => expect(browser.get).toHaveBeenCalled());
    const waits = browser.get.mock.calls.length;
    browser.choose();
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    await waitFor(() => expect(browser.get.mock.calls.length).toBeGreaterThan(waits));
  });

  it("the button's prompt ends the autofill's wait first", async () => {
    const browser = autofillBrowser();
    const signInWithPasskey = vi.fn().mockResolvedValue('DONE');
    const { services } = authServices({ auth: { signInWithPasskey } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await waitFor(() => expect(browser.get).toHaveBeenCalled());
    const { signal } = browser.get.mock.lastCall![0];
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@demo.test');
    await user.click(passkeyButton());
    await waitFor(() => expect(signInWithPasskey).toHaveBeenCalled());
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing where the browser offers no passkey autofill', async () => {
    const browser = autofillBrowser(false);
    const { services } = authServices();
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await waitFor(() => expect(browser.isConditionalMediationAvailable).toHaveBeenCalled());
    // What the screen would load next is loaded here too: had it gone on, it would have asked by now.
    await act(async () => {
      await import('../passkey/autofill');
    });
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.get).not.toHaveBeenCalled();
  });
});
