// A local ESLint rule: which folder may import which (the layering of bulletproof-react's
// `import/no-restricted-paths`). Written here rather than taken from eslint-plugin-import(-x): those
// resolve imports through native resolver bindings that `npm ci` cannot install from every registry,
// and our layers need only relative imports resolved against the importing file.
import { dirname, resolve, sep } from 'node:path';

const asList = (value) => (Array.isArray(value) ? value : [value]);
const isInside = (path, folder) => path === folder || path.startsWith(folder + sep);

/**
 * `zones`: `{ target, from, except?, message }`, paths relative to `root`; a file under `target` may not
 * import anything under `from`, except what lies under `except` (relative to `from`).
 */
export function layersPlugin(root, zones) {
  const resolved = zones.map((zone) => {
    const from = asList(zone.from).map((path) => resolve(root, path));
    return {
      targets: asList(zone.target).map((path) => resolve(root, path)),
      from,
      except: (zone.except ?? []).flatMap((path) => from.map((folder) => resolve(folder, path))),
      message: zone.message,
    };
  });

  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'Keep the import layers: a folder may not import from the folders its zone forbids.' },
      schema: [],
      messages: { restricted: 'Unexpected import of "{{source}}": {{message}}' },
    },
    create(context) {
      const file = context.filename;
      const zonesOfFile = resolved.filter((zone) => zone.targets.some((target) => isInside(file, target)));
      if (zonesOfFile.length === 0) return {};
      const check = (node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const imported = resolve(dirname(file), source);
        for (const zone of zonesOfFile) {
          const forbidden = zone.from.some((folder) => isInside(imported, folder)) && !zone.except.some((folder) => isInside(imported, folder));
          if (forbidden) context.report({ node, messageId: 'restricted', data: { source, message: zone.message } });
        }
      };
      const checkSource = (node) => check(node.source ?? node, node.source?.value);
      return {
        ImportDeclaration: checkSource,
        ExportNamedDeclaration: (node) => node.source && checkSource(node),
        ExportAllDeclaration: checkSource,
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      };
    },
  };
  return { rules: { 'no-restricted-paths': rule } };
}
