import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import './restaurants.css';

export const ADD_RESTAURANT_FALLBACK = 'Something went wrong :(';
export const RESTAURANT_ID_REQUIRED = 'Restaurant ID is required';

export const AddRestaurantMutation = graphql(`
  mutation AddRestaurant($resId: String!) {
    addRestaurant(resId: $resId) {
      ...RestaurantTab_membership
    }
  }
`);

/** `/home/add-restaurant`: add a restaurant by its public Restaurant ID, then back to the list. */
export default function AddRestaurantPage() {
  const ids = useId();
  const inputId = `${ids}-res-id`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [resId, setResId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [addRestaurant, { loading }] = useMutation(AddRestaurantMutation, {
    update(cache, { data }) {
      const added = data?.addRestaurant;
      if (!added) return;
      // The list (if it was loaded) shows the new restaurant at once; no refetch.
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          restaurants(existing: readonly Reference[] = [], { readField, toReference }) {
            if (existing.some((ref) => readField('restaurantUid', ref) === added.restaurantUid)) return existing;
            const ref = toReference({ __typename: 'Membership', restaurantUid: added.restaurantUid });
            return ref ? [...existing, ref] : existing;
          },
        },
      });
      // A "not in your list" answer cached from before must not hide it now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'restaurant', args: { restaurantUid: added.restaurantUid } });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setServerError(null);
    const value = resId.trim();
    if (!value) {
      setFieldError(RESTAURANT_ID_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      await addRestaurant({ variables: { resId: value } });
      navigate('/home');
    } catch (error) {
      setServerError(graphQLErrorMessage(error, ADD_RESTAURANT_FALLBACK));
    }
  };

  return (
    <section className="home-page add-restaurant-page" aria-labelledby="add-restaurant-title">
      <h1 id="add-restaurant-title" className="home-page__title">
        Add Restaurant
      </h1>
      <div className="card">
        <form className="form" aria-label="Add Restaurant" noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              Restaurant ID
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="resId"
              className="field__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${inputId}-hint${fieldError ? ` ${inputId}-error` : ''}`}
              value={resId}
              onChange={(event) => {
                setResId(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <span id={`${inputId}-hint`} className="field__hint">
              Ask the restaurant for its Restaurant ID, for example FS1001.
            </span>
            {fieldError && (
              <p id={`${inputId}-error`} className="field__error">
                {fieldError}
              </p>
            )}
          </div>
          {serverError && (
            <p className="form-alert" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading || undefined}>
            Add
          </button>
        </form>
      </div>
    </section>
  );
}
