module.exports = require('../../jest.base.cjs').jestConfig(__dirname, { dom: true });
