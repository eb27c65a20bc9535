/**
 * Projects: browser-like widgets/sagas in jsdom (with Node's fetch, see test/support), the example
 * storefronts in Node, and the host in Node on each engine: the server suites run on SQLite and again on a PostgreSQL server the run starts
 * (test/server/postgresSetup.ts), each from a demo store seeded once (a template the hosts copy or clone). TEST_DB=sqlite or TEST_DB=postgres runs the server suites on that one only.
 */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json' }];
const shared = {
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/support/styleStub.js',
    // The camera scanner's ZXing .wasm (a URL in the bundle): tests never compile it.
    '\\.wasm$': '<rootDir>/test/support/wasmStub.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

/** The host's suites on one engine. */
function serverOn(engine) {
  const project = {
    ...shared,
    displayName: engine === 'sqlite' ? 'server' : 'server:postgres',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/server/**/*.test.ts'],
  };
  if (engine === 'sqlite')
    return {
      ...project,
      globalSetup: '<rootDir>/test/server/sqliteSetup.ts',
      globalTeardown: '<rootDir>/test/server/sqliteTeardown.ts',
    };
  return {
    ...project,
    globalSetup: '<rootDir>/test/server/postgresSetup.ts',
    globalTeardown: '<rootDir>/test/server/postgresTeardown.ts',
    setupFiles: ['<rootDir>/test/server/usePostgres.ts'],
  };
}

module.exports = {
  // Every core: on two (CI's machine), Jest's default of cores - 1 ran the suites one at a time
  // (435 s); the host processes the server suites start wait on I/O as much as they compute (270 s).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/support/jsdomWithFetch.js',
      testEnvironmentOptions: { url: 'http://localhost/' },
      setupFilesAfterEnv: ['<rootDir>/test/support/setupDom.ts'],
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/server/', '<rootDir>/test/examples/'],
    },
    // The example storefronts are Node and Python programs talking to real local servers: no DOM, no nock.
    {
      ...shared,
      displayName: 'examples',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/examples/**/*.test.ts'],
    },
    ...(process.env.TEST_DB === 'postgres' ? [] : [serverOn('sqlite')]),
    ...(process.env.TEST_DB === 'sqlite' ? [] : [serverOn('postgres')]),
  ],
};
