// A .wasm import is a file URL in the bundle (webpack asset/resource); in jest, a URL that loads nothing.
module.exports = '/assets/zxing_reader.test.wasm';
