const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { CompressPlugin } = require('./build/compressPlugin');
const { ManifestPlugin } = require('./build/manifestPlugin');
const { version } = require('./package.json');

/** Both builds compile the sources alike (the type check is `npm run typecheck`'s, not webpack's). */
const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.build.json' } },
};

/** A vendor family that only some pages need: its own async chunk, fetched with the widget that uses it. */
const family = (name, packages, priority) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
  name,
  chunks: 'async',
  priority,
  enforce: true,
});

/** The chunk of the page chrome (src/mount/registry.ts): its widgets are on every storefront page. */
const CHROME_CHUNK = 'w-chrome';

/**
 * The page chrome's JavaScript, with every module it shares with another lazy chunk, as one file. The
 * chrome is on every storefront page (server/views/layout.ts), so what it shares is fetched on every
 * page anyway: as part of the chrome's own file instead of four or five small split chunks (each a
 * request with ~0.3 KiB of headers, each compressed apart), and without the shared helpers below
 * minSize copied into both the chrome and the widget beside it. Its own modules come in the same file
 * rather than a second one (webpack then drops the emptied w-chrome JavaScript chunk): one request and
 * one brotli stream less on every page, 0.9 KiB on the wire (phone profile, every page type: bayi1's
 * home 97.3 -> 96.4 KiB, the order list 110.2 -> 109.3). A host page with a widget and no chrome
 * would fetch the chrome's own 5 KiB with it; the reference layout has none.
 */
const chromeCode = {
  name: 'chrome',
  chunks: 'async',
  priority: 20,
  enforce: true,
  // JavaScript only: the few shared stylesheets stay with each chunk's own CSS file, as before, rather
  // than add a stylesheet request to every page.
  test: (module, { chunkGraph }) =>
    module.type !== 'css/mini-extract' &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === CHROME_CHUNK),
};

/**
 * The server render entry: one CommonJS file for Node that renders the prerenderable
 * islands to HTML (src/ssr/render.tsx). Stylesheets are the page's business there; everything else
 * (React included, in its production build) is inside, so a host requires the one file.
 */
const ssrConfig = (production) => ({
  name: 'ssr',
  entry: { render: './src/ssr/render.tsx' },
  target: 'node20',
  output: {
    path: path.resolve(__dirname, 'dist-ssr'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      typescriptRule,
      { test: /\.css$/, use: path.resolve(__dirname, 'build/emptyCssLoader.js') },
      { test: /\.wasm$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({ __B2B_VERSION__: JSON.stringify(version) }),
    // Lazy flows (a menu's chunk, the label tables) come inline: the render is synchronous.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  // Readable stack traces in the host's log; the file is read once per process.
  optimization: { minimize: false, nodeEnv: production ? 'production' : 'development' },
  performance: { hints: false },
  stats: 'errors-warnings',
});

const browserConfig = (production) => {
  return {
    name: 'browser',
    entry: { storefront: './src/index.ts' },
    // The TypeScript output is ES2020 already: webpack's own runtime may be too (shorter than ES5).
    target: ['web', 'es2020'],
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Chunk files by id, not name: the entry's runtime then carries no id -> name map (0.26 KiB
      // gzipped with the CSS one). Chunk names stay in dist/manifest.json (`chunks`, `files`), where
      // hosts (server/preload.ts) and tests look files up.
      chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
      // The host may serve dist/ from any path: chunks resolve relative to the entry script.
      publicPath: 'auto',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        typescriptRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // ZXing's reader: a file beside the chunks, fetched by the camera scanner from the
        // bundle's own origin where the browser has no detector (widgets/QuickOrder/scanner/zxingDetector).
        {
          test: /\.wasm$/,
          type: 'asset/resource',
          generator: { filename: production ? '[name].[contenthash:8][ext]' : '[name][ext]' },
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:8].css' : '[name].css',
      }),
      new webpack.DefinePlugin({ __B2B_VERSION__: JSON.stringify(version) }),
      new ManifestPlugin(),
      ...(production ? [new CompressPlugin()] : []),
    ],
    optimization: {
      // One- or two-letter export names across chunks: 0.6 KiB gz off the entry, which carries the
      // names the lazy chunks import from it. A module's names follow its own exports only: a new
      // export renames its siblings (and re-hashes the chunks importing them), a change elsewhere none.
      mangleExports: 'size',
      splitChunks: {
        chunks: 'async',
        // Shared code below this size is copied into each widget chunk that uses it; at webpack's
        // default (20 kB) the page chrome, the list and the cart worker carried the same helpers two
        // or three times on one page. 10 kB measured best on the catalogue pages (bytes and requests
        // on the wire: bayi1's home 102.4 → 98.1 KiB with headers, anonymous 98.4 → 96.2). Since the
        // chrome's shared code is one chunk (chromeCode), 14 kB measured best (measured with the server render: the list
        // and the detail stop sharing a 1.7 KiB chunk with the order history; 10, 12, 14 and 17 kB
        // tried on every widget's page). With the chrome as one file, 17 and 22 kB took 0.05-0.1 KiB
        // off the catalogue pages and put up to 2.4 KiB on the checkout, the lists and the pad: 14 kB stays.
        minSize: 14_000,
        cacheGroups: {
          carousel: family('vendor-carousel', ['jquery', 'owl\\.carousel', 'react-owl-carousel'], 30),
          inputMask: family('vendor-inputmask', ['react-input-mask'], 30),
          chromeCode,
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return [browserConfig(production), ssrConfig(production)];
};
