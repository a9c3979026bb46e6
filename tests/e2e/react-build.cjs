// Preloaded into a server under test (NODE_OPTIONS=--require): as the process exits, it says which of its builds
// React ran as, the module `react` being that build's exports.
const path = require('node:path');

process.on('exit', () => {
  const index = require.resolve('react');
  const react = require.cache[index]?.exports;
  const ran = ['production', 'development'].find(
    (build) => react && require.cache[path.join(path.dirname(index), 'cjs', `react.${build}.js`)]?.exports === react,
  );
  process.stderr.write(`React ran as its ${ran ?? 'no'} build\n`);
});
