module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  extra: { testPathIgnorePatterns: ['/node_modules/', '/backend/'] },
});
