import type { Reference } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { RESTAURANT_ID_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { useOffline } from '../../lib/connectivity';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { translate, useT } from '../../lib/i18n';
import { en } from '../../lib/locales/en';
import { RESTAURANT_ID_PARAM } from '../../lib/restaurant-link';
import { RestaurantsRouteQuery } from './restaurants-page';
import './restaurants.css';

export const ADD_RESTAURANT_FALLBACK = en.addRestaurant.fallback;
/** The Add button while the app is offline: a new restaurant is never queued. */
export const ADD_OFFLINE = en.offline.add;
export const RESTAURANT_ID_REQUIRED = en.addRestaurant.required;

/** What is wrong with the Restaurant ID field (keys of `addRestaurant` in the texts; `unknown` is the schema's RESTAURANT_ID_UNKNOWN). */
type FieldProblem = 'required' | 'unknown';

export const AddRestaurantMutation = graphql(`
  mutation AddRestaurant($resId: String!) {
    addRestaurant(resId: $resId) {
      ...RestaurantTab_membership
    }
  }
`);

/** The restaurantUid of the restaurant with this Restaurant ID in the customer's list (IDs are case-insensitive), or null. */
function listedRestaurantUid(list: { restaurants: ReadonlyArray<{ restaurantUid: string; resId: string }> } | null | undefined, resId: string) {
  const wanted = resId.toUpperCase();
  return list?.restaurants.find((membership) => membership.resId.toUpperCase() === wanted)?.restaurantUid ?? null;
}

/** The server's "This restaurant is already in your list." (409). */
const isAlreadyListed = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'CONFLICT');

/** A Restaurant ID has no spaces: "FS 1001" (read off a poster, or typed as it was said) is FS1001. */
const withoutSpaces = (typed: string) => typed.replace(/\s+/g, '');

/** The `resId` of a link: what the field shows, and what is wrong with it if it is no Restaurant ID. */
function linkedRestaurantId(param: string | null): { value: string; problem: FieldProblem | null } | null {
  if (param === null) return null;
  const value = withoutSpaces(param);
  if (RESTAURANT_ID_PATTERN.test(value)) return { value, problem: null };
  return { value: value.slice(0, 40), problem: value ? 'unknown' : 'required' };
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
  const { t } = useT();
  const [searchParams] = useSearchParams();
  // The link's ID as the page opened with it: it fills the field, and either is added or shows why not.
  const [link] = useState(() => linkedRestaurantId(searchParams.get(RESTAURANT_ID_PARAM)));
  const linkAdded = useRef(false);
  const [resId, setResId] = useState(link?.value ?? '');
  const [fieldError, setFieldError] = useState<FieldProblem | null>(link?.problem ?? null);
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

  const client = useApolloClient();
  const openRestaurant = (restaurantUid: string) => void navigate(`/home/${restaurantUid}`, { replace: true });
  /**
   * A link's restaurant that is already in the list (the poster scanned again at the next visit): its page, as after
   * adding it, rather than the server's "already in your list". The list as this visit knows it (the cache), else,
   * once the server said so, as the server has it. A typed ID keeps the server's message.
   */
  const openIfListed = async (value: string, { ask }: { ask: boolean }): Promise<boolean> => {
    const known = listedRestaurantUid(client.readQuery({ query: RestaurantsRouteQuery }), value);
    const listed =
      known ??
      (ask
        ? await client.query({ query: RestaurantsRouteQuery, fetchPolicy: 'network-only' }).then(
            ({ data }) => listedRestaurantUid(data, value),
            () => null,
          )
        : null);
    if (listed) openRestaurant(listed);
    return listed !== null;
  };

  // From a link: its page (the member QR for the counter), in place of the link, so Back does not add again.
  const add = async (value: string, { fromLink = false } = {}) => {
    if (fromLink && (await openIfListed(value, { ask: false }))) return;
    await addRestaurant({ variables: { resId: value } }).then(
      ({ data }) => {
        const added = data?.addRestaurant;
        if (fromLink && added) openRestaurant(added.restaurantUid);
        else void navigate('/home');
      },
      async (error: unknown) => {
        if (fromLink && isAlreadyListed(error) && (await openIfListed(value, { ask: true }))) return;
        setServerError(graphQLErrorMessage(error, translate('addRestaurant.fallback')));
      },
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || offline) return;
    setServerError(null);
    const value = withoutSpaces(resId);
    if (!value) {
      setFieldError('required');
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
      <h1 tabIndex={-1} id="add-restaurant-title" className="home-page__title">
        {t('addRestaurant.title')}
      </h1>
      <div className="card">
        <form className="form" aria-label={t('addRestaurant.title')} noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {t('common.restaurantId')}
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
              {t('addRestaurant.hint')}
            </span>
            {fieldError && (
              <p id={`${inputId}-error`} className="field__error">
                {t(`addRestaurant.${fieldError}`)}
              </p>
            )}
          </div>
          {serverError && (
            <p className="form-alert" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={loading || offline} aria-busy={loading || undefined}>
            {offline ? t('offline.add') : t('addRestaurant.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
