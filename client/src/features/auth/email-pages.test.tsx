import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithEmail, signOutOfFirebase, signUpWithEmail } from '../../lib/firebase-auth';
import { renderApp } from '../../test/render-app';
import { expectProblemAt } from '../../test/form-problems';
import { server } from '../../test/server';

/** Shaped like a FirebaseError: an Error with a `code`. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function meAfterLogin(profileSet: boolean) {
  let signedIn = false;
  server.use(
    http.get('/api/v1/auth/customer/me', () =>
      signedIn
        ? HttpResponse.json({ role: 'customer', profileSet, phoneNumber: null, email: 'asha@example.com' })
        : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    ),
  );
  return () => {
    signedIn = true;
  };
}

/** The BFF accepts the login (or sign-up) posted to this path: the session starts and `me` answers. Returns the bodies it was sent. */
function serverAccepts(path: string, profileSet: boolean, answer: object, status = 200) {
  const signIn = meAfterLogin(profileSet);
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      signIn();
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/** Types asha@example.com and this password, then presses the submit button. */
async function submitCredentials(user: UserEvent, password: string, submit: string) {
  await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('/email-sign-up', () => {
  it('has the fields, a show/hide password toggle, links and a back button', async () => {
    const user = userEvent.setup();
    renderApp('/email-sign-up');

    expect(await screen.findByRole('heading', { name: 'Sign Up with Email' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/email-login');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('signs up with Firebase, then the server, and goes to /profile', async () => {
    const bodies = serverAccepts(
      '/api/v1/auth/customer/signup',
      false,
      { message: 'Account created', isNewUser: true, profileSet: false, csrfToken: 'after-signup' },
      201,
    );
    vi.mocked(signUpWithEmail).mockResolvedValue('email-id-token');
    const user = userEvent.setup();
    renderApp('/email-sign-up');

    await submitCredentials(user, 'secret123', 'Sign up');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(signUpWithEmail).toHaveBeenCalledWith('asha@example.com', 'secret123');
    expect(bodies).toEqual([{ idToken: 'email-id-token' }]);
    expect(await screen.findByLabelText('Email (optional)')).toHaveValue('asha@example.com');
  });

  it.each([
    ['auth/weak-password', 'Choose a stronger password of at least 6 characters.', 'Password'],
    ['auth/email-already-in-use', 'An account with this email already exists. Log in instead.', 'Email'],
    ['auth/invalid-email', 'Enter a valid email address.', 'Email'],
  ])('shows %s at its field in words a person understands and keeps the form as typed', async (code, sentence, field) => {
    vi.mocked(signUpWithEmail).mockRejectedValue(firebaseError(code));
    const user = userEvent.setup();
    renderApp('/email-sign-up');

    await submitCredentials(user, 'secret123', 'Sign up');

    await waitFor(() => expectProblemAt(screen.getByLabelText(field, { selector: 'input' }), sentence));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('checks the fields before anything is sent: an empty form, an email without its domain, a short password', async () => {
    const user = userEvent.setup();
    renderApp('/email-sign-up');
    const signUp = await screen.findByRole('button', { name: 'Sign up' });

    await user.click(signUp);
    expectProblemAt(screen.getByLabelText('Email'), 'Enter your email address.');
    expectProblemAt(screen.getByLabelText('Password'), 'Enter your password.');
    // Each problem in the summary leads to its field.
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(signUp);
    expectProblemAt(screen.getByLabelText('Email'), 'Enter a valid email address.');
    expectProblemAt(screen.getByLabelText('Password'), 'Choose a stronger password of at least 6 characters.');

    expect(signUpWithEmail).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
  });
});

describe('/email-login', () => {
  it('logs in with method email and goes to /home when the profile is set', async () => {
    const bodies = serverAccepts('/api/v1/auth/customer/login', true, { isNewUser: false, profileSet: true, csrfToken: 'after-login' });
    vi.mocked(signInWithEmail).mockResolvedValue('email-id-token');
    server.use(
      // /home: the restaurants list's route query (it also brings the layout's greeting).
      graphql.query('RestaurantsRouteQuery', () =>
        HttpResponse.json({
          data: { me: { __typename: 'Viewer', uid: 'u1', profile: { __typename: 'Profile', firstName: 'Asha' } }, restaurants: [] },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/email-login');

    expect(await screen.findByRole('heading', { name: 'Login with Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/email-sign-up');
    await submitCredentials(user, 'secret123', 'Log in');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(bodies).toEqual([{ idToken: 'email-id-token', method: 'email' }]);
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
  });

  it.each([['auth/wrong-password'], ['auth/user-not-found'], ['auth/invalid-credential']])(
    'says %s as "Wrong email or password." at both fields (never which emails have an account) and stays on the page',
    async (code) => {
      vi.mocked(signInWithEmail).mockRejectedValue(firebaseError(code));
      const user = userEvent.setup();
      renderApp('/email-login');

      // A login checks that a password is there, not its length: Firebase answers for an old one.
      await submitCredentials(user, 'not', 'Log in');

      await waitFor(() => expectProblemAt(screen.getByLabelText('Email'), 'Wrong email or password.'));
      expectProblemAt(screen.getByLabelText('Password'), 'Wrong email or password.');
      expect(signInWithEmail).toHaveBeenCalledWith('asha@example.com', 'not');
      expect(screen.getByTestId('location')).toHaveTextContent('/email-login');
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(window.alert).not.toHaveBeenCalled();
    },
  );

  it('a rejected login calls logout, signs out, and returns to / where an alert region says the server error', async () => {
    let logoutCalls = 0;
    vi.mocked(signInWithEmail).mockResolvedValue('email-id-token');
    server.use(
      http.post('/api/v1/auth/customer/login', () =>
        HttpResponse.json({ error: 'Your sign-in has expired. Please try again.', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('/api/v1/auth/customer/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/email-login');

    await submitCredentials(user, 'secret123', 'Log in');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your sign-in has expired. Please try again.');
    expect(notice).toHaveFocus();
    expect(window.alert).not.toHaveBeenCalled();
    expect(logoutCalls).toBe(1);
    expect(signOutOfFirebase).toHaveBeenCalled();
  });
});
