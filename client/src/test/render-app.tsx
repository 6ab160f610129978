import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { App } from '../app/app';
import { resetConfigCache, type AppConfig } from '../lib/config';

/** Shows the router's current path (and hash) so tests can assert redirects. */
function LocationProbe({ onNavigate }: { onNavigate?: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate?.(navigate);
  }, [navigate, onNavigate]);
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

export function renderWithRouter(ui: ReactNode, options: { path?: string; onNavigate?: (navigate: NavigateFunction) => void } = {}) {
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      {ui}
      <LocationProbe onNavigate={options.onNavigate} />
    </MemoryRouter>,
  );
}

/** The whole app at `path`, as main.tsx mounts it but in a memory router (`onNavigate` gets the router's navigate). */
export function renderApp(path = '/', { onNavigate }: { onNavigate?: (navigate: NavigateFunction) => void } = {}) {
  return renderWithRouter(<App />, { path, onNavigate });
}

/** Puts a run-time config block into the page, as the BFF does. */
export function setAppConfig(config: Partial<AppConfig>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-config';
  script.textContent = JSON.stringify({
    mode: 'production',
    firebase: { apiKey: 'test-key', authDomain: 'demo-foodspot.firebaseapp.com', projectId: 'demo-foodspot' },
    authEmulatorUrl: null,
    support: { email: 'help@foodspot.test', phone: '+91 90000 00000' },
    ...config,
  });
  document.head.append(script);
  resetConfigCache();
}
