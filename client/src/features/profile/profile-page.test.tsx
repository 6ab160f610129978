import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

vi.mock('../../lib/firebase-auth', async (importOriginal) => {
  const { firebaseAuthMock } = await import('../../test/firebase-auth-mock');
  return firebaseAuthMock(importOriginal);
});

const NEW_CUSTOMER: Me = { role: 'customer', profileSet: false, phoneNumber: '+919876543210', email: null };

/** me answers a customer; POST /customer/save is answered by `save` and flips profileSet on success. */
function customerWithoutProfile(save: (body: unknown) => Response = () => HttpResponse.json({ message: 'Profile saved' })) {
  const saved: unknown[] = [];
  let profileSet = false;
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ ...NEW_CUSTOMER, profileSet })),
    http.post('/api/v1/customer/save', async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      const response = save(body);
      if (response.ok) profileSet = true;
      return response;
    }),
    // /home: the restaurants list's route query (it also brings the layout's greeting).
    graphql.query('RestaurantsRouteQuery', () =>
      HttpResponse.json({
        data: { me: { __typename: 'Viewer', uid: 'u1', profile: { __typename: 'Profile', firstName: 'Asha' } }, restaurants: [] },
      }),
    ),
  );
  return saved;
}

async function openProfile() {
  const user = userEvent.setup();
  renderApp('/profile');
  await screen.findByRole('heading', { name: 'Complete Your Profile' });
  return user;
}

describe('/profile', () => {
  it('prefills the phone from the session and has the spec fields', async () => {
    customerWithoutProfile();
    await openProfile();

    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('+919876543210');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('shows per-field errors and sends nothing for missing fields and a PIN of 3 digits', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();

    await user.type(screen.getByLabelText('PIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('PIN must be exactly 4 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(/PIN must be exactly 4 digits/);
    expect(screen.getByLabelText('PIN')).toHaveValue('123');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('rejects a PIN of letters', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();

    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('PIN'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByText('PIN must be exactly 4 digits')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(saved).toEqual([]);
  });

  it('saves the profile with role customer and goes to /home', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();

    await user.type(screen.getByLabelText('First name'), ' Asha ');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('PIN'), '4821');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(saved).toEqual([
      { firstName: 'Asha', lastName: 'Rao', phone: '+919876543210', email: null, pin: '4821', role: 'customer' },
    ]);
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
  });

  it('shows the server error on the page and keeps what was typed', async () => {
    customerWithoutProfile(() => HttpResponse.json({ error: 'Phone is not a valid number', code: 'BAD_USER_INPUT' }, { status: 400 }));
    const user = await openProfile();

    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Email (optional)'), 'asha@example.com');
    await user.type(screen.getByLabelText('PIN'), '4821');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Phone is not a valid number');
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('redirects to / when there is no session', async () => {
    renderApp('/profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
