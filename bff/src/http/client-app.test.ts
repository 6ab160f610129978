import { describe, expect, it } from 'vitest';
import { injectConfig } from './client-app.js';

describe('injectConfig', () => {
  it('puts the config into the page as a JSON data block that cannot close the script', () => {
    const html = injectConfig('<head><!--app-config--></head>', {
      mode: 'local',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
      support: { email: 'a@b.in', phone: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('app-config')) + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).support.phone).toBe('</script><script>alert(1)</script>');
  });
});
