// Unit tests import React modules that import CSS modules. Under Node such an
// import yields an object whose every property is the class name itself.
'use strict'
require.extensions['.css'] = (module) => {
  module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) })
}
