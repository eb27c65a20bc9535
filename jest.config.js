/** Two projects: browser-like widgets/sagas in jsdom (with Node's fetch, see test/support), the host in Node. */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json' }];
const shared = {
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/styleStub.js' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/support/jsdomWithFetch.js',
      testEnvironmentOptions: { url: 'http://localhost/' },
      setupFilesAfterEnv: ['<rootDir>/test/support/setupDom.ts'],
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/server/'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    },
  ],
};
