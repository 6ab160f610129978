import { graphql } from '../__generated__/gql';
import type { HomeGreeting_ViewerFragment } from '../__generated__/graphql';
import { useT } from '../lib/i18n';

/**
 * What the customer area's greeting shows of the viewer. Every route query of the area spreads it
 * (`me { ...HomeGreeting_viewer }`), so the layout's greeting reads it from the cache and a fresh visit
 * of a screen makes one GraphQL request (features/home/home-layout.tsx).
 */
export const HomeGreetingFragment = graphql(`
  fragment HomeGreeting_viewer on Viewer {
    uid
    profile {
      firstName
    }
  }
`);

/** "Hi, Priya!" (styled by the customer layout), or "Hi there!" until the name is known. */
export function HomeGreeting({ viewer }: { viewer: HomeGreeting_ViewerFragment | undefined }) {
  const firstName = viewer?.profile?.firstName;
  const { t } = useT();
  return <p className="home-greeting">{firstName ? t('home.greeting', { name: firstName }) : t('home.greetingAnonymous')}</p>;
}
