/**
 * The server render bundle's loader for stylesheets: a widget's `import './X.css'` becomes an empty
 * module there. The page links the stylesheets itself (the manifest names each widget's CSS).
 */
module.exports = function emptyCssLoader() {
  return 'export {};';
};
