// A local ESLint rule: the import boundaries of the micro-frontends, for every remote by its path.
//
// - A remote never imports another remote, by relative path (`../../catalog/src/...`) or by package
//   name (`@opsdeck/remote-*`): remotes meet only through the shell, the kit and the contracts.
// - Inside a remote, a file of `src/features/<f>/` imports its own feature, the remote-wide folders
//   (`src/lib/`, `src/api/`, `src/components/`) and packages, never another feature's internals:
//   what two features share moves to `src/lib/` (or into the kit). `src/module.ts` may import any
//   feature: it declares their routes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE_PACKAGE = /^@opsdeck\/remote-([^/]+)/;

/** `{ remote, feature }` of a path inside `remotes/<remote>/` (feature when under src/features/<f>/). */
function locate(file) {
  const parts = path.relative(REPO_ROOT, file).split(/[\\/]+/);
  if (parts[0] !== 'remotes' || parts.length < 2) return null;
  const remote = parts[1];
  const rest = parts.slice(2);
  const feature = rest[0] === 'src' && rest[1] === 'features' && rest.length > 3 ? rest[2] : undefined;
  return { remote, feature };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Remotes do not import each other; features of a remote do not import each other.' },
    schema: [],
    messages: {
      otherRemote:
        "'{{source}}' is in the remote '{{other}}': a remote never imports another remote (share through @opsdeck/shared or @opsdeck/contracts).",
      otherFeature:
        "'{{source}}' is inside the feature '{{other}}': a feature imports only itself, the remote's src/lib, src/api, src/components and packages (move what features share to src/lib or the kit).",
    },
  },
  create(context) {
    const file = context.filename;
    const here = locate(file);
    if (!here) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const named = REMOTE_PACKAGE.exec(source);
      if (named && named[1] !== here.remote) {
        context.report({ node, messageId: 'otherRemote', data: { source, other: named[1] } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (target.remote !== here.remote) {
        context.report({ node, messageId: 'otherRemote', data: { source, other: target.remote } });
      } else if (here.feature && target.feature && target.feature !== here.feature) {
        context.report({ node, messageId: 'otherFeature', data: { source, other: target.feature } });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const [arg] = node.arguments;
        const isLoader =
          (node.callee.type === 'Identifier' && node.callee.name === 'require') ||
          (node.callee.type === 'MemberExpression' &&
            node.callee.object.type === 'Identifier' &&
            node.callee.object.name === 'jest' &&
            node.callee.property.type === 'Identifier' &&
            ['mock', 'requireActual', 'doMock'].includes(node.callee.property.name));
        if (isLoader && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

export default { meta: { name: 'opsdeck-boundaries' }, rules: { 'remote-boundaries': rule } };
