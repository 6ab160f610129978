import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { RESTAURANT_ID_PATTERN, RESTAURANT_ID_UNKNOWN } from '@foodspot/schema/rules';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { useOffline } from '../../lib/connectivity';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { RESTAURANT_ID_PARAM } from '../../lib/restaurant-link';
import './restaurants.css';

export const ADD_RESTAURANT_FALLBACK = 'Something went wrong :(';
/** The Add button while the app is offline: a new restaurant is never queued. */
export const ADD_OFFLINE = 'Connect to the internet to add';
export const RESTAURANT_ID_REQUIRED = 'Restaurant ID is required';

export const AddRestaurantMutation = graphql(`
  mutation AddRestaurant($resId: String!) {
    addRestaurant(resId: $resId) {
      ...RestaurantTab_membership
    }
  }
`);

/** The `resId` of a link: what the field shows, and what is wrong with it if it is no Restaurant ID. */
function linkedRestaurantId(param: string | null): { value: string; problem: string | null } | null {
  if (param === null) return null;
  const value = param.trim();
  if (RESTAURANT_ID_PATTERN.test(value)) return { value, problem: null };
  return { value: value.slice(0, 40), problem: value ? RESTAURANT_ID_UNKNOWN : RESTAURANT_ID_REQUIRED };
}

/**
 * `/home/add-restaurant`: add a restaurant by its public Restaurant ID, then back to the list.
 * `?resId=FS1001` (the staff's QR poster, kept through the login by the customer guard) fills the ID and adds
 * it at once: scanning the poster already said "add this restaurant", and one more tap after the login is
 * the step a customer at the counter skips. Then the restaurant's page opens, with the member QR to show.
 * A link's ID that is no Restaurant ID is shown with the usual error and never sent.
 */
export default function AddRestaurantPage() {
  const ids = useId();
  const inputId = `${ids}-res-id`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const offline = useOffline();
  const [searchParams] = useSearchParams();
  // The link's ID as the page opened with it: it fills the field, and either is added or shows why not.
  const [link] = useState(() => linkedRestaurantId(searchParams.get(RESTAURANT_ID_PARAM)));
  const linkAdded = useRef(false);
  const [resId, setResId] = useState(link?.value ?? '');
  const [fieldError, setFieldError] = useState<string | null>(link?.problem ?? null);
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

  // From a link: its page (the member QR for the counter), in place of the link, so Back does not add again.
  const add = (value: string, { fromLink = false } = {}) =>
    addRestaurant({ variables: { resId: value } }).then(
      ({ data }) => {
        const added = data?.addRestaurant;
        if (fromLink && added) void navigate(`/home/${added.restaurantUid}`, { replace: true });
        else void navigate('/home');
      },
      (error: unknown) => setServerError(graphQLErrorMessage(error, ADD_RESTAURANT_FALLBACK)),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || offline) return;
    setServerError(null);
    const value = resId.trim();
    if (!value) {
      setFieldError(RESTAURANT_ID_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    await add(value);
  };

  const addFromLink = useEffectEvent((value: string) => add(value, { fromLink: true }));
  // Once (React may run an effect twice in development): add the link's restaurant, or point at the problem.
  useEffect(() => {
    if (!link || linkAdded.current) return;
    if (link.problem) {
      inputRef.current?.focus();
      return;
    }
    linkAdded.current = true;
    void addFromLink(link.value);
  }, [link]);

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
          <button type="submit" className="button button--primary button--block" disabled={loading || offline} aria-busy={loading || undefined}>
            {offline ? ADD_OFFLINE : 'Add'}
          </button>
        </form>
      </div>
    </section>
  );
}
